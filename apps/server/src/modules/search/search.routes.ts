import {
  autocompleteCall,
  mapMarkersCall,
  searchCall,
  similarPositionsCall,
} from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requireGroup, sessionFor } from '../auth/auth.public';
import { AppError, MESSAGES } from '../../shared/app-error';
import { hasJobAlertFor } from '../job-alerts/job-alerts.public';
import {
  toPositionDetail,
  recommenderFor,
  findPositionRowForLink,
  savedPositionIds,
} from '../positions/positions.public';
import {
  autocomplete,
  searchMapMarkers,
  searchPositions,
  similarPositions,
} from './search.service';

export function registerSearchRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, searchCall, async ({ query }, request) => {
    const group = await requireGroup(deps, query.domain);
    const session = await sessionFor(deps, request, group);
    const candidate = session.status === 'active' ? session.candidate : null;
    const now = deps.clock();
    return searchPositions(
      { indexes: deps.search, now },
      group,
      query,
      (ids) => savedPositionIds(deps.db, candidate?.id ?? null, ids),
      () =>
        candidate ? hasJobAlertFor(deps.db, group, candidate.id, query) : Promise.resolve(false),
      candidate
        ? recommenderFor({ db: deps.db, cache: deps.cache, group, now }, candidate)
        : undefined,
    );
  });

  registerCall(app, mapMarkersCall, async ({ query }) => {
    const group = await requireGroup(deps, query.domain);
    return searchMapMarkers({ indexes: deps.search, now: deps.clock() }, group, query);
  });

  registerCall(app, autocompleteCall, async ({ query }) => {
    const group = await requireGroup(deps, query.domain);
    return {
      suggestions: await autocomplete({ indexes: deps.search }, group, query.query, query.field),
    };
  });

  registerCall(app, similarPositionsCall, async ({ query }, request) => {
    const group = await requireGroup(deps, query.domain);
    const row = await findPositionRowForLink(deps.db, group.id, query.positionId);
    if (!row) throw new AppError('not_found', MESSAGES.positionNotFound);
    const session = await sessionFor(deps, request, group);
    const candidateId = session.status === 'active' ? session.candidate.id : null;
    const name = toPositionDetail(row, query.hl ?? 'en').detail.name;
    const positions = await similarPositions(
      { indexes: deps.search, now: deps.clock() },
      group,
      { id: row.id, title: name },
      (ids) => savedPositionIds(deps.db, candidateId, ids),
    );
    return { position: { id: row.id, name }, positions };
  });
}
