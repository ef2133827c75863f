import {
  answerSurveyCall,
  devFollowUpCall,
  applicationMessagesCall,
  sendApplicationMessageCall,
  unsubscribeDraftRemindersCall,
} from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requireLocalClient } from '../../http/local-client';
import { unsubscribeDraftReminders } from '../applications/applications.public';
import { requestScope } from '../auth/auth.public';
import { readApplicationMessages, sendApplicationMessage } from './application-messages.service';
import { answerSurvey } from './application-survey.service';
import { runDevFollowUp } from './dev-follow-up.service';

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

// Demo mode only: the employer's side and time passing, for the journeys.
export function registerDevFollowUpRoute(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, devFollowUpCall, async ({ body }, request) => {
    requireLocalClient(request);
    const scope = await requestScope(deps, request, body.domain);
    await runDevFollowUp({ ...scope, publicOrigin: deps.env.PUBLIC_ORIGIN }, deps, body);
    deps.outbox.notify();
    return { ok: true } as const;
  });
}
