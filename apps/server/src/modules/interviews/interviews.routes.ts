import { DomainQuerySchema, INTERVIEW_ICS_PATH, dashboardInterviewsCall } from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { sendFile } from '../../http/attachment';
import { parseCallInput, prepareReply, registerCall } from '../../http/call-route';
import { applicationsOwner, clockStep, positionsOwner } from '../../shared/read-cache';
import { requestScope } from '../auth/auth.public';
import { interviewCalendar, listInterviews } from './interviews.service';

const IcsParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Must be an interview id')
    .transform(Number),
});

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
