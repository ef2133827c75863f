import {
  devNotifyCall,
  markAllNotificationsClickedCall,
  markAllNotificationsViewedCall,
  markNotificationClickedCall,
  notificationBadgeCall,
  notificationsBootDataCall,
  notificationsCall,
} from '@careers/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requestLocale, requireCandidate, requireGroup, sessionFor } from '../auth/auth.public';
import { requireLocalClient } from '../mail/mail.public';
import {
  listNotifications,
  notifyCandidateByEmail,
  markNotificationClicked,
  markNotificationsClicked,
  markNotificationsViewed,
  notificationBootData,
  unreadCount,
  type NotificationScope,
} from './notifications.service';

export function registerNotificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  async function scopeOf(
    request: FastifyRequest,
    domain: string | undefined,
  ): Promise<NotificationScope> {
    const { group, session } = await requireCandidate(deps, request, domain);
    return {
      db: deps.db,
      cache: deps.cache,
      group,
      candidateId: session.candidate.id,
      now: deps.clock(),
    };
  }

  registerCall(app, notificationsCall, async ({ query }, request) => {
    const scope = await scopeOf(request, query.domain);
    const language = requestLocale(request, scope.group);
    const actionRequiredOnly = query.typeFilter === 'action_required';
    return { notifications: await listNotifications(scope, language, actionRequiredOnly) };
  });

  registerCall(app, notificationBadgeCall, async ({ query }, request) => ({
    count: await unreadCount(await scopeOf(request, query.domain)),
  }));

  registerCall(app, markAllNotificationsViewedCall, async ({ body }, request) => ({
    count: await markNotificationsViewed(await scopeOf(request, body.domain)),
  }));

  registerCall(app, markNotificationClickedCall, async ({ params, body }, request) => {
    await markNotificationClicked(await scopeOf(request, body.domain), params.id);
    return { id: params.id, isClicked: true };
  });

  registerCall(app, markAllNotificationsClickedCall, async ({ body }, request) => ({
    count: await markNotificationsClicked(await scopeOf(request, body.domain)),
  }));

  registerCall(app, notificationsBootDataCall, async ({ query }, request) => {
    const group = await requireGroup(deps, query.domain);
    const session = await sessionFor(deps, request, group);
    return notificationBootData(group, session.status === 'active');
  });
}

// Demo mode only (the plugin registers it then), for a client on this machine.
export function registerDevNotifyRoute(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, devNotifyCall, async ({ body }, request) => {
    requireLocalClient(request);
    const group = await requireGroup(deps, body.domain);
    const row = await notifyCandidateByEmail(
      deps.db,
      { group, publicOrigin: deps.env.PUBLIC_ORIGIN },
      body.email,
      {
        category: body.category,
        type: body.actionRequired ? 'action_required' : 'informational',
        message: { text: body.message },
        redirectUrl: body.url ?? null,
      },
    );
    deps.outbox.notify();
    return { id: row.id };
  });
}
