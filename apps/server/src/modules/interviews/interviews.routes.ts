import {
  bookInterviewCall,
  cancelInterviewCall,
  dashboardInterviewsCall,
  DomainQuerySchema,
  INTERVIEW_ICS_PATH,
  interviewCall,
  requestInterviewTimesCall,
  rowIdParam,
} from '@careers/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { sendFile } from '../../http/attachment';
import { parseCallInput, prepareReply, registerCall } from '../../http/call-route';
import { applicationsOwner, clockStep, positionsOwner } from '../../shared/read-cache';
import { requestScope } from '../auth/auth.public';
import {
  bookInterview,
  cancelInterview,
  requestInterviewTimes,
  type InterviewScope,
} from './interview-booking.service';
import { getInterview, interviewCalendar, listInterviews } from './interviews.service';

const IcsParamsSchema = z.object({ id: rowIdParam('interview') });

export function registerInterviewRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Decision 020: kept, serialised, until the candidate gets an interview, an application or the
  // group's positions change, for one step of the clock (one that ends moves to the past).
  registerCall(app, dashboardInterviewsCall, async ({ query }, request) => {
    const scope = await requestScope(deps, request, query.domain, 'candidate');
    const { group, candidate, now } = scope;
    return scope.cache.read(
      [applicationsOwner(candidate.id), positionsOwner(group.id)],
      `dashboard-interviews:${group.id}:${candidate.id}:${clockStep(now)}`,
      async () => prepareReply(dashboardInterviewsCall, await listInterviews(scope)),
    );
  });

  // The free times are read fresh each time: another candidate may have just taken one.
  registerCall(app, interviewCall, async ({ params, query }, request) =>
    getInterview(await requestScope(deps, request, query.domain, 'candidate'), params.id),
  );

  const interviewScope = async (
    request: FastifyRequest,
    domain: string | undefined,
  ): Promise<InterviewScope> => ({
    ...(await requestScope(deps, request, domain, 'candidate')),
    publicOrigin: deps.env.PUBLIC_ORIGIN,
  });

  registerCall(app, bookInterviewCall, async ({ params, body }, request) => {
    const interview = await bookInterview(
      await interviewScope(request, body.domain),
      params.id,
      body,
    );
    deps.outbox.notify();
    return { interview };
  });

  registerCall(app, cancelInterviewCall, async ({ params, body }, request) => {
    const interview = await cancelInterview(
      await interviewScope(request, body.domain),
      params.id,
      body,
    );
    deps.outbox.notify();
    return { interview };
  });

  registerCall(app, requestInterviewTimesCall, async ({ params, body }, request) => {
    const interview = await requestInterviewTimes(
      await interviewScope(request, body.domain),
      params.id,
      body,
    );
    deps.outbox.notify();
    return { interview };
  });

  app.get(INTERVIEW_ICS_PATH, async (request, reply) => {
    const params = parseCallInput(IcsParamsSchema, { ...(request.params as object) });
    const query = parseCallInput(DomainQuerySchema, { ...(request.query as object) });
    const file = await interviewCalendar(
      await requestScope(deps, request, query.domain, 'candidate'),
      params.id,
    );
    return sendFile(
      reply,
      { contentType: 'text/calendar; charset=utf-8', fileName: file.fileName },
      file.text,
    );
  });
}
