import { savePositionCall, savedPositionsCall } from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requireCandidate } from '../auth/auth.public';
import { listSavedPositions, setPositionSaved } from './saved-positions.service';

export function registerSavedPositionRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, savedPositionsCall, async ({ query }, request) => {
    const { group, session } = await requireCandidate(deps, request, query.domain);
    const scope = { db: deps.db, groupId: group.id, candidateId: session.candidate.id };
    return { positions: await listSavedPositions({ ...scope, now: deps.clock() }) };
  });

  registerCall(app, savePositionCall, async ({ body }, request) => {
    const { group, session } = await requireCandidate(deps, request, body.domain);
    const scope = { db: deps.db, groupId: group.id, candidateId: session.candidate.id };
    return setPositionSaved({ ...scope, now: deps.clock() }, body.positionId, body.operation);
  });
}
