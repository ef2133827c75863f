import { z } from 'zod';
import { defineCall } from './call';
import { DomainQuerySchema, DomainSchema } from './http';
import { SUPPORTED_LOCALES } from './locales';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from './notifications';

// The kinds of news a candidate may keep out of their e-mail while mail is on; job alerts have
// their own switch per alert (/careers/job-alerts). Besides the notifications' categories, the
// reminder of an unfinished application, which is mail only.
export type EmailCategory = Exclude<NotificationCategory, 'job_alert'> | 'draft_reminder';
export const EMAIL_CATEGORIES: readonly EmailCategory[] = [
  ...NOTIFICATION_CATEGORIES.filter(
    (category): category is Exclude<NotificationCategory, 'job_alert'> => category !== 'job_alert',
  ),
  'draft_reminder',
];
const EmailCategorySchema = z.enum(EMAIL_CATEGORIES as [EmailCategory, ...EmailCategory[]]);

// /careers/settings — the language of the candidate's mail and notifications, whether notifications
// also come by e-mail, whether their match is worked out, and a copy of everything we hold about them.

export const SettingsSchema = z.object({
  // The language mail and notifications are written in (also set by each login's page language).
  language: z.enum(SUPPORTED_LOCALES),
  notifyByEmail: z.boolean(),
  // Categories whose notifications stay in the bell only, while notifyByEmail is on.
  mutedEmailCategories: z.array(EmailCategorySchema),
  // How many job alerts mail them (managed at /careers/job-alerts).
  jobAlerts: z.number().int().min(0),
  // Match scores and "Recommended for you": off, the server works out neither for the candidate
  // (docs/product/match-and-chat.md).
  matchScores: z.boolean(),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const settingsCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/settings',
  query: DomainQuerySchema,
  response: SettingsSchema,
});

// Changes what it names; a language the site does not offer is a 422.
export const updateSettingsCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/settings',
  body: z.object({
    domain: DomainSchema.optional(),
    language: z.enum(SUPPORTED_LOCALES).optional(),
    notifyByEmail: z.boolean().optional(),
    // The whole list, replacing what was muted.
    mutedEmailCategories: z
      .array(EmailCategorySchema)
      .max(EMAIL_CATEGORIES.length)
      .transform((categories) => [...new Set(categories)])
      .optional(),
    matchScores: z.boolean().optional(),
  }),
  response: SettingsSchema,
});

// "Download my data": a JSON file of every row about the candidate in every table, and every file
// they gave us or signed (base64), as an attachment.
export const MY_DATA_PATH = '/api/pcsx/my_data';
export const myDataUrl = (domain: string) => `${MY_DATA_PATH}?domain=${encodeURIComponent(domain)}`;

// "Delete my account": the candidate types their e-mail address to confirm (else 422). The
// session ends with it; the answer carries the anonymous CSRF token, as logging out does.
export const deleteAccountCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/delete_account',
  body: z.object({
    domain: DomainSchema.optional(),
    confirmation: z.string().max(320),
  }),
  response: z.object({ deleted: z.literal(true) }),
});
