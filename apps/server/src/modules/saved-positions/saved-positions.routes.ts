import { savePositionCall, savedPositionsCall } from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requestScope } from '../auth/auth.public';
import { listSavedPositions, setPositionSaved } from './saved-positions.service';

export function registerSavedPositionRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, savedPositionsCall, async ({ query }, request) => ({
    positions: await listSavedPositions(
      await requestScope(deps, request, query.domain, 'candidate'),
    ),
  }));

  registerCall(app, savePositionCall, async ({ body }, request) =>
    setPositionSaved(await requestScope(deps, request, body.domain, 'candidate'), {
      id: body.positionId,
      operation: body.operation,
    }),
  );
}
