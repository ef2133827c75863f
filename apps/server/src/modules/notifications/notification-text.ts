import type { NotificationCategory } from '@careers/contracts';
import { fillText, serverText, type PluralText as Plural } from '../../shared/server-text';

// The server's own words — notification categories and messages, and the mails that carry them —
// from the server's catalog of the reader's language (shared/locales, `notifications`).

type Catalog = {
  categories: Record<NotificationCategory, string>;
  messages: Record<MessageKey, string | Plural>;
  mail: Record<MailKey, string | Plural>;
};

const MESSAGE_KEYS = [
  'offer.extended',
  'offer.revised',
  'offer.canceled',
  'offer.expiring',
  'document.to_sign',
  'application.submitted',
  'application.status_changed',
  'application.message_answered',
  'application.overdue',
  'application.extended',
  'application.closed',
  'interview.scheduled',
  'interview.offered',
  'interview.booked',
  'interview.rescheduled',
  'interview.cancelled',
  'interview.cancelled_by_employer',
  'interview.reminder',
  'event.registered',
  'referral.added',
  'form.assigned',
  'job_alert.new_positions',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

type MailKey =
  | 'notificationSubject'
  | 'notificationOpen'
  | 'notificationFooter'
  | 'chooseTime'
  | 'viewInterview'
  | 'digestSubject'
  | 'digestIntro'
  | 'digestSeeAll'
  | 'unsubscribe'
  | 'confirmSubject'
  | 'confirmBody'
  | 'confirmButton'
  | 'confirmIgnore'
  | 'searchAll'
  | 'searchQuery'
  | 'searchLocation'
  | 'searchBoth'
  | 'draftReminderSubject'
  | 'draftReminderBody'
  | 'draftReminderPosition'
  | 'draftReminderContinue'
  | 'draftReminderUnsubscribe';

function catalogFor(language: string): Catalog {
  return serverText(language).notifications;
}

function pluralForm(template: Plural, count: number, language: string): string {
  return template[new Intl.PluralRules(language).select(count)] ?? template.other;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;

export type TextParams = Record<string, string | number>;

function fill(template: string | Plural, params: TextParams, language: string): string {
  const text =
    typeof template === 'string'
      ? template
      : pluralForm(template, Number(params.count ?? 0), language);
  return fillText(text, (name) => {
    const value = params[name];
    if (value === undefined) return undefined;
    if (typeof value === 'number') return new Intl.NumberFormat(language).format(value);
    // A `date` parameter is an instant, written in the reader's language.
    if (name === 'date' && ISO_INSTANT.test(value)) {
      return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(value),
      );
    }
    // A `time` parameter is an instant too, written with its time and zone in `timeZone` (the
    // candidate's, else UTC).
    if (name === 'time' && ISO_INSTANT.test(value)) {
      return formatInstant(value, String(params.timeZone ?? 'UTC'), language);
    }
    return value;
  });
}

// Building a formatter costs far more than using one, and a run of reminders writes thousands
// of times in a handful of languages and zones.
const instantFormats = new Map<string, Intl.DateTimeFormat>();

// "Tuesday, 1 December 2026, 15:30 CET", as the language writes it, in the given zone.
export function formatInstant(iso: string, timeZone: string, language: string): string {
  const key = `${language}|${timeZone}`;
  let format = instantFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    if (instantFormats.size > 1000) instantFormats.clear();
    instantFormats.set(key, format);
  }
  return format.format(new Date(iso));
}

export function categoryTitle(category: NotificationCategory, language: string): string {
  return catalogFor(language).categories[category];
}

export function isMessageKey(key: string): key is MessageKey {
  return (MESSAGE_KEYS as readonly string[]).includes(key);
}

export function messageText(key: MessageKey, params: TextParams, language: string): string {
  return fill(catalogFor(language).messages[key], params, language);
}

export function mailText(key: MailKey, params: TextParams, language: string): string {
  return fill(catalogFor(language).mail[key], params, language);
}
