import {
  devNotifyCall,
  markAllNotificationsClickedCall,
  markAllNotificationsViewedCall,
  markNotificationClickedCall,
  notificationBadgeCall,
  notificationsBootDataCall,
  notificationsCall,
} from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requestScope } from '../auth/auth.public';
import { requireLocalClient } from '../../http/local-client';
import {
  listNotifications,
  notifyCandidateByEmail,
  markNotificationClicked,
  markNotificationsClicked,
  markNotificationsViewed,
  notificationBootData,
  unreadCount,
} from './notifications.service';

export function registerNotificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, notificationsCall, async ({ query }, request) => {
    const scope = await requestScope(deps, request, query.domain, 'candidate');
    const actionRequiredOnly = query.typeFilter === 'action_required';
    return { notifications: await listNotifications(scope, actionRequiredOnly) };
  });

  registerCall(app, notificationBadgeCall, async ({ query }, request) => ({
    count: await unreadCount(await requestScope(deps, request, query.domain, 'candidate')),
  }));

  registerCall(app, markAllNotificationsViewedCall, async ({ body }, request) => ({
    count: await markNotificationsViewed(
      await requestScope(deps, request, body.domain, 'candidate'),
    ),
  }));

  registerCall(app, markNotificationClickedCall, async ({ params, body }, request) => {
    await markNotificationClicked(
      await requestScope(deps, request, body.domain, 'candidate'),
      params.id,
    );
    return { id: params.id, isClicked: true };
  });

  registerCall(app, markAllNotificationsClickedCall, async ({ body }, request) => ({
    count: await markNotificationsClicked(
      await requestScope(deps, request, body.domain, 'candidate'),
    ),
  }));

  registerCall(app, notificationsBootDataCall, async ({ query }, request) =>
    notificationBootData(await requestScope(deps, request, query.domain, 'visitor')),
  );
}

// Demo mode only (the plugin registers it then), for a client on this machine.
export function registerDevNotifyRoute(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, devNotifyCall, async ({ body }, request) => {
    requireLocalClient(request);
    const scope = await requestScope(deps, request, body.domain);
    const row = await notifyCandidateByEmail(
      scope.db,
      { group: scope.group, publicOrigin: deps.env.PUBLIC_ORIGIN },
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
