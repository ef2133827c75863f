import {
  NOTIFICATION_MESSAGE_MAX_LENGTH,
  NOTIFICATION_URL_MAX_LENGTH,
  NOTIFICATIONS_LIST_MAX,
  type Notification,
  type NotificationBootData,
  type NotificationCategory,
  type NotificationType,
} from '@careers/contracts';
import type { Database } from '../../db/database';
import { notificationsOwner } from '../../shared/read-cache';
import { AppError } from '../../shared/app-error';
import { escapeHtml } from '../../shared/escape-html';
import type { CandidateScope, RequestScope } from '../auth/auth.public';
import { findCandidateByEmail, type Candidate } from '../candidates/candidates.public';
import type { Group } from '../config/config.public';
import { enqueueMails, type OutgoingMail } from '../mail/mail.public';
import {
  categoryTitle,
  isMessageKey,
  mailText,
  messageText,
  type MessageKey,
  type TextParams,
} from './notification-text';
import {
  countUnviewed,
  insertNotifications,
  listNotificationRows,
  markAllClicked,
  markAllViewed,
  markClicked,
  type NotificationRow,
} from './notifications.repository';
import { absoluteSiteUrl, isAllowedRedirectUrl } from './redirect-url';

// What a notification says: a catalog message with its parameters (shown in each reader's
// language), or an employer's own words.
type NotificationMessage = { key: MessageKey; params: TextParams } | { text: string };

export type NotifyInput = {
  category: NotificationCategory;
  type: NotificationType;
  message: NotificationMessage;
  redirectUrl?: string | null;
  // The words of the mail's one link, when "Open it on the careers site" says too little.
  linkLabel?: 'chooseTime' | 'viewInterview';
};

// Where links in the mail point: the site's public origin.
export type NotifySite = { group: Group; publicOrigin: string };

function checkNotifyInput(group: Group, input: NotifyInput): void {
  const fieldErrors: Record<string, string> = {};
  if ('text' in input.message) {
    const text = input.message.text.trim();
    if (text === '') fieldErrors.message = 'Enter a message.';
    if (text.length > NOTIFICATION_MESSAGE_MAX_LENGTH) {
      fieldErrors.message = `Must be at most ${NOTIFICATION_MESSAGE_MAX_LENGTH} characters`;
    }
  }
  const url = input.redirectUrl;
  if (
    url &&
    (url.length > NOTIFICATION_URL_MAX_LENGTH || !isAllowedRedirectUrl(url, allowedOrigins(group)))
  ) {
    fieldErrors.redirectUrl =
      'Must be a path of this site, or an address on an origin the site allows.';
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('validation_failed', 'Some fields are not valid.', { fieldErrors });
  }
}

function allowedOrigins(group: Group): readonly string[] {
  return group.configs.notificationsConfig.allowedRedirectOrigins;
}

function renderMessage(
  row: Pick<NotificationRow, 'messageKey' | 'params' | 'message'>,
  language: string,
): string {
  return row.messageKey && isMessageKey(row.messageKey)
    ? messageText(row.messageKey, row.params, language)
    : row.message;
}

function notificationMail(
  site: NotifySite,
  candidate: Candidate,
  row: NotificationRow,
  linkLabel: NotifyInput['linkLabel'],
): OutgoingMail {
  const { group, publicOrigin } = site;
  const language = candidate.language;
  const company = group.companyName;
  const message = renderMessage(row, language);
  const link = absoluteSiteUrl(row.redirectUrl ?? '/careers/dashboard', publicOrigin, group.domain);
  const open = mailText(linkLabel ?? 'notificationOpen', {}, language);
  const footer = mailText('notificationFooter', { company }, language);
  const title = categoryTitle(row.category as NotificationCategory, language);
  return {
    to: candidate.email,
    subject: mailText('notificationSubject', { company }, language),
    text: `${title}\n\n${message}\n\n${open}: ${link}\n\n${footer}`,
    html:
      `<p><strong>${escapeHtml(title)}</strong></p><p>${escapeHtml(message)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(open)}</a></p><p>${escapeHtml(footer)}</p>`,
  };
}

// The one way any area notifies a candidate. Call it inside the transaction of the change it
// reports, then `deps.outbox.notify()` after the commit: the notification, and the mail when the
// candidate wants mail, are written with the change or not at all. `mail: false` for an area that
// mails the news itself (the job alert digest).
export async function notifyCandidate(
  db: Database,
  site: NotifySite,
  candidate: Candidate,
  input: NotifyInput,
  options: { mail?: boolean } = {},
): Promise<NotificationRow> {
  const [row] = await notifyCandidates(db, [{ site, candidate, input }], options);
  if (!row) throw new Error('The notification was not stored');
  return row;
}

// The same for many at once (a run of reminders): one statement for the notifications and one
// for their mails, whatever their number.
export async function notifyCandidates(
  db: Database,
  entries: readonly { site: NotifySite; candidate: Candidate; input: NotifyInput }[],
  options: { mail?: boolean } = {},
): Promise<NotificationRow[]> {
  for (const { site, input } of entries) checkNotifyInput(site.group, input);
  const rows = await insertNotifications(
    db,
    entries.map(({ site, candidate, input }) => ({
      groupId: site.group.id,
      candidateId: candidate.id,
      category: input.category,
      notificationType: input.type,
      ...('key' in input.message
        ? { messageKey: input.message.key, params: input.message.params }
        : { message: input.message.text.trim() }),
      redirectUrl: input.redirectUrl ?? null,
    })),
  );
  if (options.mail !== false) {
    await enqueueMails(
      db,
      entries.flatMap(({ site, candidate, input }, index) => {
        const row = rows[index];
        const wantsMail =
          candidate.notifyByEmail && !candidate.mutedEmailCategories.includes(input.category);
        return row && wantsMail ? [notificationMail(site, candidate, row, input.linkLabel)] : [];
      }),
    );
  }
  return rows;
}

function owner(scope: CandidateScope) {
  return { groupId: scope.group.id, candidateId: scope.candidate.id };
}

// Only when the feature is on; otherwise the calls do not exist for the group.
function requireEnabled(group: Group): void {
  if (!group.configs.notificationsConfig.enableCandidateInappNotifications) {
    throw new AppError('not_found', 'Notifications are not enabled for this site.');
  }
}

function toNotification(row: NotificationRow, group: Group, language: string): Notification {
  const url = row.redirectUrl;
  return {
    id: row.id,
    category: row.category as NotificationCategory,
    categoryTitle: categoryTitle(row.category as NotificationCategory, language),
    message: renderMessage(row, language),
    createdAt: row.createdAt.toISOString(),
    isClicked: row.clickedAt !== null,
    // Checked again as it leaves: the allowed origins may have changed since.
    redirectUrl: url && isAllowedRedirectUrl(url, allowedOrigins(group)) ? url : null,
    notificationType: row.notificationType as NotificationType,
  };
}

export async function listNotifications(
  scope: CandidateScope,
  actionRequiredOnly: boolean,
): Promise<Notification[]> {
  requireEnabled(scope.group);
  // Decision 020: the rows are kept per candidate until one of theirs changes.
  const { cache, group } = scope;
  const candidateId = scope.candidate.id;
  const key = `notifications:${candidateId}:${group.id}:${actionRequiredOnly}`;
  const rows = await cache.read(notificationsOwner(candidateId), key, () =>
    listNotificationRows(scope.db, owner(scope), actionRequiredOnly, NOTIFICATIONS_LIST_MAX),
  );
  return rows.map((row) => toNotification(row, group, scope.locale));
}

export async function unreadCount(scope: CandidateScope): Promise<number> {
  requireEnabled(scope.group);
  const { cache, group } = scope;
  const candidateId = scope.candidate.id;
  return cache.read(notificationsOwner(candidateId), `unread:${candidateId}:${group.id}`, () =>
    countUnviewed(scope.db, owner(scope)),
  );
}

export async function markNotificationsViewed(scope: CandidateScope): Promise<number> {
  requireEnabled(scope.group);
  return markAllViewed(scope.db, owner(scope), scope.now);
}

export async function markNotificationClicked(scope: CandidateScope, id: number): Promise<void> {
  requireEnabled(scope.group);
  if (!(await markClicked(scope.db, owner(scope), id, scope.now))) {
    throw new AppError('not_found', 'This notification does not exist.');
  }
}

export async function markNotificationsClicked(scope: CandidateScope): Promise<number> {
  requireEnabled(scope.group);
  return markAllClicked(scope.db, owner(scope), scope.now);
}

export function notificationBootData(scope: RequestScope): NotificationBootData {
  const config = scope.group.configs.notificationsConfig;
  return {
    groupId: scope.group.id,
    isLoggedIn: scope.candidate !== null,
    enableCandidateInappNotifications: config.enableCandidateInappNotifications,
    hasActionRequiredNotificationsConfigured: config.hasActionRequiredNotificationsConfigured,
  };
}

// `careers notify`: an employer's own message to one candidate, mailed as any other.
export async function notifyCandidateByEmail(
  db: Database,
  site: NotifySite,
  email: string,
  input: NotifyInput,
): Promise<NotificationRow> {
  return db.transaction(async (tx) => {
    const candidate = await findCandidateByEmail(tx, site.group.id, email);
    if (!candidate) {
      throw new AppError('not_found', `No candidate ${email} in ${site.group.domain}.`);
    }
    return notifyCandidate(tx, site, candidate, input);
  });
}
