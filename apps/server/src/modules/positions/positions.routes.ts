import {
  matchDetailsCall,
  overridesCall,
  positionDetailsCall,
  positionInsightsCall,
} from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requestScope } from '../auth/auth.public';
import { showMatchDetails } from './match-details.service';
import { createInsightsCache, getPositionInsights } from './position-insights.service';
import { getPositionOverrides, readPositionDetails } from './positions.service';

export function registerPositionRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, positionDetailsCall, async ({ query }, request) => {
    const { detail, isFallback } = await readPositionDetails(
      await requestScope(deps, request, query.domain, 'visitor'),
      { positionId: query.positionId, language: query.hl ?? 'en' },
    );
    return { data: detail, metadata: { isFallback } };
  });

  registerCall(app, overridesCall, async ({ query }, request) => ({
    overrides: await getPositionOverrides(await requestScope(deps, request, query.domain), {
      positionId: query.positionId,
      language: query.hl ?? 'en',
    }),
  }));

  const insights = createInsightsCache();
  registerCall(app, positionInsightsCall, async ({ query }, request) => {
    const scope = await requestScope(deps, request, query.domain);
    return {
      insights: await getPositionInsights(
        { ...scope, insights, revision: deps.search.revision(scope.group.id) },
        query.positionId,
      ),
    };
  });

  registerCall(app, matchDetailsCall, async ({ query }, request) =>
    showMatchDetails(await requestScope(deps, request, query.domain, 'visitor'), query.positionId),
  );
}
