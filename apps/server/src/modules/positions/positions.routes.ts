import {
  matchDetailsCall,
  overridesCall,
  positionDetailsCall,
  positionInsightsCall,
} from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requireGroup, sessionFor } from '../auth/auth.public';
import { getMatchDetails } from './match-details.service';
import { createInsightsCache, getPositionInsights } from './position-insights.service';
import {
  getPositionDetails,
  getPositionOverrides,
  keptPositionRow,
  savedPositionIds,
} from './positions.service';

export function registerPositionRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, positionDetailsCall, async ({ query }, request) => {
    const group = await requireGroup(deps, query.domain);
    const { detail, isFallback } = await getPositionDetails(
      deps.db,
      group.id,
      query.positionId,
      query.hl ?? 'en',
      deps.clock(),
      keptPositionRow(deps.cache, group.id, query.positionId),
    );
    const session = await sessionFor(deps, request, group);
    const candidateId = session.status === 'active' ? session.candidate.id : null;
    const saved = await savedPositionIds(deps.db, candidateId, [detail.id]);
    return {
      data: { ...detail, positionUserActions: { isSaved: saved.has(detail.id) } },
      metadata: { isFallback },
    };
  });

  registerCall(app, overridesCall, async ({ query }) => {
    const group = await requireGroup(deps, query.domain);
    return {
      overrides: await getPositionOverrides(
        deps.db,
        group.id,
        query.positionId,
        query.hl ?? 'en',
        deps.clock(),
        keptPositionRow(deps.cache, group.id, query.positionId),
      ),
    };
  });

  const insightsCache = createInsightsCache();
  registerCall(app, positionInsightsCall, async ({ query }) => {
    const group = await requireGroup(deps, query.domain);
    const insights = await getPositionInsights(
      {
        db: deps.db,
        now: deps.clock(),
        cache: insightsCache,
        revision: deps.search.revision(group.id),
      },
      group.id,
      query.positionId,
    );
    return { insights };
  });

  registerCall(app, matchDetailsCall, async ({ query }, request) => {
    const group = await requireGroup(deps, query.domain);
    const session = await sessionFor(deps, request, group);
    const candidate = session.status === 'active' ? session.candidate : null;
    return {
      match: await getMatchDetails(
        { db: deps.db, cache: deps.cache, group, now: deps.clock() },
        candidate,
        query.positionId,
      ),
    };
  });
}
