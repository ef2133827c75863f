import { chatCall, pickLocale } from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { anonCookieName, requestScope } from '../auth/auth.public';
import { answerChat, checkChatAllowed } from './chat.service';

export function registerChatRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, chatCall, async ({ body }, request) => {
    const scope = await requestScope(deps, request, body.domain, 'visitor');
    // The page's own language (hl) over the one its requests carry.
    const locale = body.hl
      ? pickLocale({ hl: body.hl, supported: scope.group.configs.supportedLanguages })
      : scope.locale;
    const chat = { ...scope, locale, deps };
    await checkChatAllowed(chat, {
      visitorKey: scope.candidate?.id ?? request.cookies[anonCookieName(deps.env)] ?? null,
      ip: request.ip,
    });
    return answerChat(chat, body);
  });
}
