import {
  cancelEventRegistrationCall,
  dashboardEventsCall,
  registerForEventCall,
} from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requestScope } from '../auth/auth.public';
import { cancelEventRegistration, listCandidateEvents, registerForEvent } from './events.service';

export function registerEventRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, dashboardEventsCall, async ({ query }, request) =>
    listCandidateEvents(await requestScope(deps, request, query.domain, 'candidate')),
  );

  registerCall(app, registerForEventCall, async ({ params, body }, request) => ({
    event: await registerForEvent(
      await requestScope(deps, request, body.domain, 'candidate'),
      params.id,
    ),
  }));

  registerCall(app, cancelEventRegistrationCall, async ({ params, body }, request) => ({
    event: await cancelEventRegistration(
      await requestScope(deps, request, body.domain, 'candidate'),
      params.id,
    ),
  }));
}
