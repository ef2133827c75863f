import {
  AcceptTermsRequestSchema,
  AcceptTermsResponseSchema,
  DomainSchema,
  OnboardingRequestSchema,
  OnboardingResponseSchema,
  ProfileBootstrapRequestSchema,
  ProfileBootstrapResponseSchema,
  SaveThemeRequestSchema,
  SaveThemeResponseSchema,
  TermsOfServiceResponseSchema,
} from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../http/app-deps';
import { parseContract, sendData } from '../../http/contract';
import { requireCandidate, requireGroup, sessionFor } from '../../http/request-context';
import { requireActive } from '../auth/session.service';
import { updateCandidateFlags } from '../candidates/candidates.repository';
import { saveTheme } from './theme.service';
import { hasAttestedTerms, insertTermsAttestation } from './terms.repository';

const DomainQuerySchema = z.object({ domain: DomainSchema.optional() });

// spec 1 §7 "Terms and onboarding" and decision 001 §6.
export function registerShellRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/pcsx/terms_of_service', async (request, reply) => {
    const { domain } = parseContract(DomainQuerySchema, request.query);
    const group = await requireGroup(deps, domain);
    const session = await sessionFor(deps, request, group);
    // Logged out there is nothing to attest; an expired session is told so (401).
    if (session.status === 'expired') requireActive(session);
    const tosAttested =
      session.status === 'active'
        ? await hasAttestedTerms(deps.db, group.id, session.candidate.id)
        : false;
    return sendData(reply, TermsOfServiceResponseSchema, { data: { tosAttested } });
  });

  app.post('/api/pcsx/terms_of_service', async (request, reply) => {
    const input = parseContract(AcceptTermsRequestSchema, request.body);
    const { group, session } = await requireCandidate(deps, request, input.domain);
    await insertTermsAttestation(deps.db, {
      groupId: group.id,
      candidateId: session.candidate.id,
      attestedAt: deps.clock(),
      ip: request.ip,
    });
    return sendData(reply, AcceptTermsResponseSchema, { data: { tosAttested: true } });
  });

  app.post('/api/pcsx/onboarding', async (request, reply) => {
    const input = parseContract(OnboardingRequestSchema, request.body);
    const { group, session } = await requireCandidate(deps, request, input.domain);
    await updateCandidateFlags(deps.db, group.id, session.candidate.id, { isOnboarded: true });
    return sendData(reply, OnboardingResponseSchema, { data: { isOnboarded: true } });
  });

  app.post('/api/pcsx/profile_bootstrapping', async (request, reply) => {
    const input = parseContract(ProfileBootstrapRequestSchema, request.body);
    const { group, session } = await requireCandidate(deps, request, input.domain);
    await updateCandidateFlags(deps.db, group.id, session.candidate.id, { isBootstrapped: true });
    return sendData(reply, ProfileBootstrapResponseSchema, { data: { isBootstrapped: true } });
  });

  app.post('/api/pcsx/theme', async (request, reply) => {
    const input = parseContract(SaveThemeRequestSchema, request.body);
    const { group, session } = await requireCandidate(deps, request, input.domain);
    const theme = await saveTheme(deps, group, session.candidate, input.theme);
    return sendData(reply, SaveThemeResponseSchema, { data: { theme } });
  });
}
