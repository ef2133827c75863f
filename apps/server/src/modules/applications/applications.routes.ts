import {
  applicationCall,
  applyCall,
  dashboardApplicationsCall,
  devApplicationCall,
  deleteDraftApplicationCall,
  draftApplicationsCall,
  saveDraftApplicationCall,
  submitApplicationCall,
  withdrawApplicationCall,
} from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { prepareReply, registerCall } from '../../http/call-route';
import { applicationsOwner, clockStep, positionsOwner } from '../../shared/read-cache';
import { requestScope } from '../auth/auth.public';
import { findInputProblemOrThrow, requestToday } from '../forms/forms.public';
import { withdrawApplication } from './application-status.service';
import { createDevApplication } from './dev-applications.service';
import { requireLocalClient } from '../../http/local-client';
import {
  createDraftWriter,
  dashboardApplications,
  deleteDraftApplication,
  getApplication,
  getApplyPage,
  listDraftApplications,
  saveDraftApplication,
  submitApplication,
} from './applications.service';

export function registerApplicationsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const drafts = createDraftWriter(deps.db);

  // Logged-out visitors read the form too, where the site allows logged-out apply.
  registerCall(app, applyCall, async ({ query }, request) =>
    getApplyPage(await requestScope(deps, request, query.domain, 'visitor'), query.positionId),
  );

  registerCall(app, draftApplicationsCall, async ({ query }, request) => ({
    draftApplications: await listDraftApplications(
      await requestScope(deps, request, query.domain, 'candidate'),
    ),
  }));

  registerCall(app, saveDraftApplicationCall, async ({ body }, request) => {
    findInputProblemOrThrow(body.valuesJson);
    const scope = await requestScope(deps, request, body.domain, 'candidate');
    return saveDraftApplication(
      { ...scope, drafts },
      { positionId: body.positionId, values: body.valuesJson },
    );
  });

  registerCall(app, deleteDraftApplicationCall, async ({ body }, request) => {
    const scope = await requestScope(deps, request, body.domain, 'candidate');
    const [positionId = ''] = body.positionIds;
    return { positionIds: await deleteDraftApplication(scope, positionId) };
  });

  registerCall(app, submitApplicationCall, async ({ body }, request) => {
    findInputProblemOrThrow(body.valuesJson);
    const scope = await requestScope(deps, request, body.domain, 'candidate');
    const application = await submitApplication(
      {
        ...scope,
        today: requestToday(request, scope.now),
        publicOrigin: deps.env.PUBLIC_ORIGIN,
      },
      {
        positionId: body.positionId,
        values: body.valuesJson,
        idempotencyKey: body.idempotencyKey,
      },
    );
    deps.outbox.notify();
    return { application };
  });

  registerCall(app, applicationCall, async ({ params, query }, request) => ({
    application: await getApplication(
      await requestScope(deps, request, query.domain, 'candidate'),
      params.id,
    ),
  }));

  // Decision 020: the answer is kept, serialised, until the candidate's applications or saved
  // jobs or the group's positions change, for one step of the clock (a job closing by date), in
  // the language it was worded in (stages, reasons).
  registerCall(app, dashboardApplicationsCall, async ({ query }, request) => {
    const scope = await requestScope(deps, request, query.domain, 'candidate');
    return scope.cache.read(
      [applicationsOwner(scope.candidate.id), positionsOwner(scope.group.id)],
      `dashboard-applications:${scope.candidate.id}:${scope.locale}:${clockStep(scope.now)}`,
      async () => prepareReply(dashboardApplicationsCall, await dashboardApplications(scope)),
    );
  });

  registerCall(app, withdrawApplicationCall, async ({ params, body }, request) => ({
    application: await withdrawApplication(
      await requestScope(deps, request, body.domain, 'candidate'),
      params.id,
    ),
  }));
}

// Demo mode only: an application (and an interview) for a candidate, for the journeys.
export function registerDevApplicationRoute(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, devApplicationCall, async ({ body }, request) => {
    requireLocalClient(request);
    const scope = await requestScope(deps, request, body.domain);
    const created = await createDevApplication(
      { ...scope, publicOrigin: deps.env.PUBLIC_ORIGIN },
      body,
    );
    deps.outbox.notify();
    return created;
  });
}
