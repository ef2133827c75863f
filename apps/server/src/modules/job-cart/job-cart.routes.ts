import { changeJobCartCall, jobCartCall } from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requireCandidate } from '../auth/auth.public';
import { changeJobCart, getJobCart } from './job-cart.service';

export function registerJobCartRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, jobCartCall, async ({ query }, request) => {
    const { group, session } = await requireCandidate(deps, request, query.domain);
    const scope = { db: deps.db, groupId: group.id, candidateId: session.candidate.id };
    return { data: await getJobCart({ ...scope, now: deps.clock() }) };
  });

  registerCall(app, changeJobCartCall, async ({ body }, request) => {
    const { group, session } = await requireCandidate(deps, request, body.domain);
    const scope = { db: deps.db, groupId: group.id, candidateId: session.candidate.id };
    return {
      data: await changeJobCart({ ...scope, now: deps.clock() }, body.pids, body.operation),
    };
  });
}
