import {
  autocompleteCall,
  mapMarkersCall,
  searchCall,
  similarPositionsCall,
} from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requestScope, type RequestScope } from '../auth/auth.public';
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
  type SearchReader,
} from './search.service';

// What of the reader a search shows, from the modules that keep it: saved positions, job alerts
// and their match (composed here, as the search module itself is what the job alerts search with).
function readerOf(scope: RequestScope, query?: Parameters<typeof hasJobAlertFor>[3]): SearchReader {
  const { db, group, candidate } = scope;
  const savedAmong = (ids: number[]) => savedPositionIds(db, candidate?.id ?? null, ids);
  if (!query) return { savedAmong };
  return {
    savedAmong,
    hasAlert: () =>
      candidate ? hasJobAlertFor(db, group, candidate.id, query) : Promise.resolve(false),
    recommend: candidate ? recommenderFor({ ...scope, candidate }) : undefined,
  };
}

export function registerSearchRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, searchCall, async ({ query }, request) => {
    const scope = await requestScope(deps, request, query.domain, 'visitor');
    return searchPositions(
      { ...scope, indexes: deps.search, reader: readerOf(scope, query) },
      query,
    );
  });

  registerCall(app, mapMarkersCall, async ({ query }, request) => {
    const scope = await requestScope(deps, request, query.domain);
    return searchMapMarkers({ ...scope, indexes: deps.search }, query);
  });

  registerCall(app, autocompleteCall, async ({ query }, request) => {
    const scope = await requestScope(deps, request, query.domain);
    return {
      suggestions: await autocomplete(
        { ...scope, indexes: deps.search },
        { query: query.query, field: query.field },
      ),
    };
  });

  registerCall(app, similarPositionsCall, async ({ query }, request) => {
    const scope = await requestScope(deps, request, query.domain, 'visitor');
    const row = await findPositionRowForLink(scope.db, scope.group.id, query.positionId);
    if (!row) throw new AppError('not_found', MESSAGES.positionNotFound);
    const name = toPositionDetail(row, query.hl ?? 'en').detail.name;
    const positions = await similarPositions(
      { ...scope, indexes: deps.search, reader: readerOf(scope) },
      { id: row.id, title: name },
    );
    return { position: { id: row.id, name }, positions };
  });
}
