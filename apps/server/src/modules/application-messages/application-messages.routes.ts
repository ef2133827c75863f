import {
  answerSurveyCall,
  applicationMessagesCall,
  sendApplicationMessageCall,
  unsubscribeDraftRemindersCall,
} from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { unsubscribeDraftReminders } from '../applications/applications.public';
import { requestScope } from '../auth/auth.public';
import { readApplicationMessages, sendApplicationMessage } from './application-messages.service';
import { answerSurvey } from './application-survey.service';

export function registerApplicationMessagesRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, applicationMessagesCall, async ({ params, query }, request) =>
    readApplicationMessages(
      await requestScope(deps, request, query.domain, 'candidate'),
      params.id,
    ),
  );

  registerCall(app, sendApplicationMessageCall, async ({ params, body }, request) => {
    const answer = await sendApplicationMessage(
      await requestScope(deps, request, body.domain, 'candidate'),
      params.id,
      { body: body.body, fileId: body.fileId },
    );
    deps.outbox.notify();
    return answer;
  });

  registerCall(app, answerSurveyCall, async ({ params, body }, request) =>
    answerSurvey(await requestScope(deps, request, body.domain, 'candidate'), params.id, {
      rating: body.rating,
      comment: body.comment,
      shareIdentity: body.shareIdentity,
    }),
  );

  // The link of a draft reminder: the token is the capability, so no login is asked.
  registerCall(app, unsubscribeDraftRemindersCall, async ({ body }, request) =>
    unsubscribeDraftReminders(
      { ...(await requestScope(deps, request, body.domain)), secret: deps.secret },
      body.token,
    ),
  );
}
