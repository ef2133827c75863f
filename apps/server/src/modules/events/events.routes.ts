import {
  cancelEventRegistrationCall,
  dashboardEventsCall,
  registerForEventCall,
} from '@careers/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requireCandidate } from '../auth/auth.public';
import {
  cancelEventRegistration,
  listCandidateEvents,
  registerForEvent,
  type EventScope,
} from './events.service';

export function registerEventRoutes(app: FastifyInstance, deps: AppDeps): void {
  async function scopeFor(
    request: FastifyRequest,
    domain: string | undefined,
  ): Promise<EventScope> {
    const { group, session } = await requireCandidate(deps, request, domain);
    return { db: deps.db, group, candidate: session.candidate, now: deps.clock() };
  }

  registerCall(app, dashboardEventsCall, async ({ query }, request) =>
    listCandidateEvents(await scopeFor(request, query.domain)),
  );

  registerCall(app, registerForEventCall, async ({ params, body }, request) => ({
    event: await registerForEvent(await scopeFor(request, body.domain), params.id),
  }));

  registerCall(app, cancelEventRegistrationCall, async ({ params, body }, request) => ({
    event: await cancelEventRegistration(await scopeFor(request, body.domain), params.id),
  }));
}
