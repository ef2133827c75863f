import { autocompleteCall, mapMarkersCall, searchCall } from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requireGroup, sessionFor } from '../auth/request-context';
import { savedPositionIds } from '../positions/positions.service';
import { autocomplete, searchMapMarkers, searchPositions } from './search.service';

export function registerSearchRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, searchCall, async ({ query }, request) => {
    const group = await requireGroup(deps, query.domain);
    const session = await sessionFor(deps, request, group);
    const candidateId = session.status === 'active' ? session.candidate.id : null;
    return searchPositions({ indexes: deps.search, now: deps.clock() }, group, query, (ids) =>
      savedPositionIds(deps.db, candidateId, ids),
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
}
