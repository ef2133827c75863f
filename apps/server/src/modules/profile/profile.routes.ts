import { profileAnalysisCall, profileDetailsCall, profileEditCall } from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requireCandidate } from '../auth/request-context';
import { analyseProfile, editProfile, showProfile } from './profile.service';

export function registerProfileRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, profileDetailsCall, async ({ query }, request) => {
    const { session } = await requireCandidate(deps, request, query.domain);
    return showProfile(deps.db, session.candidate);
  });

  registerCall(app, profileAnalysisCall, async ({ query }, request) => {
    const { session } = await requireCandidate(deps, request, query.domain);
    return analyseProfile(await showProfile(deps.db, session.candidate));
  });

  registerCall(app, profileEditCall, async ({ body }, request) => {
    const { session } = await requireCandidate(deps, request, body.domain);
    return editProfile(deps.db, session.candidate, body, deps.clock());
  });
}
