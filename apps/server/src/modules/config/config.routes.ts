import { saveThemeCall } from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requireCandidate } from '../auth/auth.public';
import { saveTheme } from './theme.service';

export function registerConfigRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, saveThemeCall, async ({ body }, request) => {
    const { group, session } = await requireCandidate(deps, request, body.domain);
    return { theme: await saveTheme(deps, group, session.candidate, body.theme) };
  });
}
