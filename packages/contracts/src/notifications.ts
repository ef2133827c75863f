import { z } from 'zod';
import { defineCall } from './call';
import { DomainBodySchema, DomainQuerySchema, DomainSchema, rowIdParam } from './http';

// In-app notifications (docs/product/notifications-and-alerts.md).

export const NOTIFICATION_TYPES = ['action_required', 'informational'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

// What a notification is about; the server names each in the reader's language (categoryTitle).
export const NOTIFICATION_CATEGORIES = [
  'offer',
  'document',
  'application',
  'interview',
  'form',
  'job_alert',
  'general',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

// How often the badge polls, and how the panel waits for a notification's anchor.
export const NOTIFICATION_BADGE_POLL_MS = 5 * 60_000;
export const NOTIFICATION_ANCHOR_TRIES = 30;
export const NOTIFICATION_ANCHOR_INTERVAL_MS = 300;
export const NOTIFICATION_MODAL_MAX_WIDTH = 992;
// The newest this many are listed; older ones stay counted until viewed.
export const NOTIFICATIONS_LIST_MAX = 100;
export const NOTIFICATION_MESSAGE_MAX_LENGTH = 1000;
export const NOTIFICATION_URL_MAX_LENGTH = 2000;

export const NotificationSchema = z.object({
  id: z.number().int(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  categoryTitle: z.string(),
  // Plain text: never rendered as HTML.
  message: z.string(),
  createdAt: z.string(),
  isClicked: z.boolean(),
  // A path of ours, or an address the employer allowed (notificationsConfig.allowedRedirectOrigins).
  redirectUrl: z.string().nullable(),
  notificationType: z.enum(NOTIFICATION_TYPES),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsQuerySchema = DomainQuerySchema.extend({
  typeFilter: z.enum(['action_required']).optional(),
});

export const notificationsCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/notifications',
  query: NotificationsQuerySchema,
  // Newest first.
  response: z.object({ notifications: z.array(NotificationSchema) }),
});

export const markAllNotificationsViewedCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/notifications/mark_all_viewed',
  body: DomainBodySchema,
  response: z.object({ count: z.number().int() }),
});

export const markNotificationClickedCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/notifications/:id/mark_clicked',
  params: z.object({
    id: rowIdParam('notification'),
  }),
  body: DomainBodySchema,
  response: z.object({ id: z.number().int(), isClicked: z.boolean() }),
});

export const markAllNotificationsClickedCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/notifications/mark_all_clicked',
  body: DomainBodySchema,
  response: z.object({ count: z.number().int() }),
});

export const notificationBadgeCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/notification_badge',
  query: DomainQuerySchema,
  // Unread: not yet viewed.
  response: z.object({ count: z.number().int() }),
});

export const NotificationBootDataSchema = z.object({
  groupId: z.string(),
  isLoggedIn: z.boolean(),
  enableCandidateInappNotifications: z.boolean(),
  hasActionRequiredNotificationsConfigured: z.boolean(),
});
export type NotificationBootData = z.infer<typeof NotificationBootDataSchema>;

export const notificationsBootDataCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/notifications_boot_data',
  query: DomainQuerySchema,
  response: NotificationBootDataSchema,
});

// Demo mode only, for this machine (as the dev mailbox): what `careers notify` does, for when
// the server holds the embedded database (the CLI cannot open it then) and for the journeys.
export const devNotifyCall = defineCall({
  method: 'POST',
  path: '/api/dev/notify',
  body: z.object({
    domain: DomainSchema.optional(),
    email: z.string().trim().toLowerCase().pipe(z.email().max(320)),
    category: z.enum(NOTIFICATION_CATEGORIES),
    message: z.string().trim().min(1).max(NOTIFICATION_MESSAGE_MAX_LENGTH),
    actionRequired: z.boolean().default(false),
    url: z.string().max(NOTIFICATION_URL_MAX_LENGTH).optional(),
  }),
  response: z.object({ id: z.number().int() }),
});
