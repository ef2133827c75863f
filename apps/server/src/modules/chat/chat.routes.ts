import { chatCall, pickLocale } from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { ANON_COOKIE, requireGroup, requestLocale, sessionFor } from '../auth/auth.public';
import { answerChat, checkChatAllowed } from './chat.service';

export function registerChatRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, chatCall, async ({ body }, request) => {
    const group = await requireGroup(deps, body.domain);
    const session = await sessionFor(deps, request, group);
    const candidate = session.status === 'active' ? session.candidate : null;
    const locale = body.hl
      ? pickLocale({ hl: body.hl, supported: group.configs.supportedLanguages })
      : requestLocale(request, group);
    checkChatAllowed(deps, group, {
      candidate,
      visitorKey: candidate?.id ?? request.cookies[ANON_COOKIE] ?? null,
      ip: request.ip,
    });
    return answerChat(deps, group, candidate, locale, body);
  });
}
