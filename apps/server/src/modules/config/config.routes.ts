import { saveThemeCall } from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requestScope } from '../auth/auth.public';
import { saveTheme } from './theme.service';

export function registerConfigRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, saveThemeCall, async ({ body }, request) => {
    const scope = await requestScope(deps, request, body.domain, 'candidate');
    return { theme: await saveTheme({ ...scope, groups: deps.groups }, body.theme) };
  });
}
