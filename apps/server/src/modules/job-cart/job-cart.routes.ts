import { changeJobCartCall, jobCartCall } from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requestScope } from '../auth/auth.public';
import { changeJobCart, getJobCart } from './job-cart.service';

export function registerJobCartRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, jobCartCall, async ({ query }, request) => ({
    data: await getJobCart(await requestScope(deps, request, query.domain, 'candidate')),
  }));

  registerCall(app, changeJobCartCall, async ({ body }, request) => ({
    data: await changeJobCart(await requestScope(deps, request, body.domain, 'candidate'), {
      pids: body.pids,
      operation: body.operation,
    }),
  }));
}
