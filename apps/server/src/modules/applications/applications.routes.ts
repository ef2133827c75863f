import {
  applyCall,
  dashboardApplicationsCall,
  devApplicationCall,
  deleteDraftApplicationCall,
  draftApplicationsCall,
  saveDraftApplicationCall,
  submitApplicationCall,
  withdrawApplicationCall,
} from '@careers/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { prepareReply, registerCall } from '../../http/call-route';
import { applicationsOwner, clockStep, positionsOwner } from '../../shared/read-cache';
import { requireCandidate, requireGroup, sessionFor } from '../auth/auth.public';
import { answerContext, findInputProblemOrThrow } from '../forms/forms.public';
import { withdrawApplication } from './application-status.service';
import { createDevApplication } from './dev-applications.service';
import { requireLocalClient } from '../mail/mail.public';
import {
  createDraftWriter,
  dashboardApplications,
  deleteDraftApplication,
  getApplyPage,
  listDraftApplications,
  saveDraftApplication,
  submitApplication,
  type CandidateApplyScope,
} from './applications.service';

export function registerApplicationsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const drafts = createDraftWriter(deps.db);

  async function candidateScope(
    request: FastifyRequest,
    domain: string | undefined,
  ): Promise<CandidateApplyScope> {
    const { group, session } = await requireCandidate(deps, request, domain);
    const now = deps.clock();
    return {
      db: deps.db,
      cache: deps.cache,
      group,
      candidate: session.candidate,
      now,
      publicOrigin: deps.env.PUBLIC_ORIGIN,
      ...answerContext(request, group, now),
    };
  }

  // Logged-out visitors read the form too, where the site allows logged-out apply.
  registerCall(app, applyCall, async ({ query }, request) => {
    const group = await requireGroup(deps, query.domain);
    const session = await sessionFor(deps, request, group);
    const now = deps.clock();
    return getApplyPage(
      {
        db: deps.db,
        cache: deps.cache,
        group,
        candidate: session.status === 'active' ? session.candidate : null,
        now,
        publicOrigin: deps.env.PUBLIC_ORIGIN,
        ...answerContext(request, group, now),
      },
      query.positionId,
    );
  });

  registerCall(app, draftApplicationsCall, async ({ query }, request) => ({
    draftApplications: await listDraftApplications(await candidateScope(request, query.domain)),
  }));

  registerCall(app, saveDraftApplicationCall, async ({ body }, request) => {
    findInputProblemOrThrow(body.valuesJson);
    const scope = await candidateScope(request, body.domain);
    return saveDraftApplication(scope, drafts, body.positionId, body.valuesJson);
  });

  registerCall(app, deleteDraftApplicationCall, async ({ body }, request) => {
    const scope = await candidateScope(request, body.domain);
    const [positionId = ''] = body.positionIds;
    return { positionIds: await deleteDraftApplication(scope, positionId) };
  });

  registerCall(app, submitApplicationCall, async ({ body }, request) => {
    findInputProblemOrThrow(body.valuesJson);
    const scope = await candidateScope(request, body.domain);
    const application = await submitApplication(
      scope,
      body.positionId,
      body.valuesJson,
      body.idempotencyKey,
    );
    deps.outbox.notify();
    return { application };
  });

  // Decision 020: the answer is kept, serialised, until the candidate's applications or saved
  // jobs or the group's positions change, for one step of the clock (a job closing by date).
  registerCall(app, dashboardApplicationsCall, async ({ query }, request) => {
    const scope = await candidateScope(request, query.domain);
    return deps.cache.read(
      [applicationsOwner(scope.candidate.id), positionsOwner(scope.group.id)],
      `dashboard-applications:${scope.candidate.id}:${clockStep(scope.now)}`,
      async () => prepareReply(dashboardApplicationsCall, await dashboardApplications(scope)),
    );
  });

  registerCall(app, withdrawApplicationCall, async ({ params, body }, request) => ({
    application: await withdrawApplication(await candidateScope(request, body.domain), params.id),
  }));
}

// Demo mode only: an application (and an interview) for a candidate, for the journeys.
export function registerDevApplicationRoute(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, devApplicationCall, async ({ body }, request) => {
    requireLocalClient(request);
    const group = await requireGroup(deps, body.domain);
    const created = await createDevApplication(
      { db: deps.db, site: { group, publicOrigin: deps.env.PUBLIC_ORIGIN }, now: deps.clock() },
      body,
    );
    deps.outbox.notify();
    return created;
  });
}
