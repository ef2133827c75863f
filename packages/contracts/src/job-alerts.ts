import { z } from 'zod';
import { defineCall } from './call';
import { toSnakeKey } from './case';
import { DomainBodySchema, DomainQuerySchema, DomainSchema, rowIdParam } from './http';
import {
  SEARCH_FILTER_MAX_VALUES,
  SEARCH_FILTER_VALUE_MAX_LENGTH,
  SEARCH_LOCATION_MAX_LENGTH,
  SEARCH_QUERY_MAX_LENGTH,
} from './search-params';

// Job alerts — a saved search that mails new matching positions. Logged in
// (savedSearchNotification.enabled and candidate login) an alert is confirmed at once; logged
// out (pcsxConfig.loggedOutNotificationConfig.enabled) it waits for the link mailed to
// `${origin}/careers/job-alerts?domain=D&confirm=TOKEN`. Every digest links to
// `/careers/job-alerts?domain=D&unsubscribe=TOKEN`, which works without login.

// A candidate keeps at most this many; one more answers 409.
export const JOB_ALERTS_MAX = 50;
export const JOB_ALERT_FILTERS_MAX = 30;
export const JOB_ALERT_FILTER_NAME = /^[a-z0-9_]{1,40}$/;

// Filter names are snake_case on both sides (as `appliedFilters` of the search are meant): the
// wire layers camelCase a record's keys like any others, so they are turned back here.
export const JobAlertFiltersSchema = z
  .record(
    z.string(),
    z
      .array(
        z
          .string()
          .max(
            SEARCH_FILTER_VALUE_MAX_LENGTH,
            `Must be at most ${SEARCH_FILTER_VALUE_MAX_LENGTH} characters`,
          ),
      )
      .max(SEARCH_FILTER_MAX_VALUES, `At most ${SEARCH_FILTER_MAX_VALUES} values`),
  )
  .refine((filters) => Object.keys(filters).length <= JOB_ALERT_FILTERS_MAX, {
    message: `At most ${JOB_ALERT_FILTERS_MAX} filters`,
  })
  .transform((filters) => {
    const out: Record<string, string[]> = {};
    for (const [name, values] of Object.entries(filters)) {
      const key = toSnakeKey(name);
      out[key] = [...(out[key] ?? []), ...values];
    }
    return out;
  })
  .pipe(
    z.record(z.string().regex(JOB_ALERT_FILTER_NAME, 'Must be a filter name'), z.array(z.string())),
  );
export type JobAlertFilters = z.output<typeof JobAlertFiltersSchema>;

export const JobAlertSchema = z.object({
  id: z.number().int(),
  query: z.string(),
  location: z.string(),
  filters: JobAlertFiltersSchema,
  createdAt: z.string(),
  // `/careers?query=…&filter_<name>=…` reopening the search; without `domain`, which the page
  // adds.
  searchUrl: z.string(),
});
export type JobAlert = z.infer<typeof JobAlertSchema>;

// What confirming answers: the alert and the address it mails, masked ("j•••@example.com")
// because the link may have been forwarded, and the alert's unsubscribe token, so whoever just
// confirmed can change their mind at once.
export const ConfirmedJobAlertSchema = JobAlertSchema.extend({
  maskedEmail: z.string(),
  unsubscribeToken: z.string(),
});
export type ConfirmedJobAlert = z.infer<typeof ConfirmedJobAlertSchema>;

const JobAlertSearchSchema = z.object({
  domain: DomainSchema.optional(),
  query: z
    .string()
    .trim()
    .max(SEARCH_QUERY_MAX_LENGTH, `Must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`)
    .default(''),
  location: z
    .string()
    .trim()
    .max(SEARCH_LOCATION_MAX_LENGTH, `Must be at most ${SEARCH_LOCATION_MAX_LENGTH} characters`)
    .default(''),
  filters: JobAlertFiltersSchema.default({}),
});

export const JOB_ALERT_EMAIL_MESSAGE = 'Enter a valid e-mail address';

const JobAlertEmailSchema = z
  .string({ error: JOB_ALERT_EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: JOB_ALERT_EMAIL_MESSAGE }).max(254, JOB_ALERT_EMAIL_MESSAGE));

const JobAlertTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{10,100}$/, 'This link is not valid.');

export const jobAlertsCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/job_alerts',
  query: DomainQuerySchema,
  // The logged-in candidate's alerts, newest first.
  response: z.object({ alerts: z.array(JobAlertSchema) }),
});

// Idempotent: the same search (after normalising) answers the alert that exists.
export const createJobAlertCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/job_alerts',
  body: JobAlertSearchSchema,
  response: z.object({ alert: JobAlertSchema }),
});

export const deleteJobAlertCall = defineCall({
  method: 'DELETE',
  path: '/api/pcsx/job_alerts/:id',
  params: z.object({
    id: rowIdParam('job alert'),
  }),
  body: DomainBodySchema,
  response: z.object({ id: z.number().int() }),
});

// Logged out: answers the same whether or not anything was mailed (no enumeration).
export const subscribeJobAlertCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/job_alerts/subscribe',
  body: JobAlertSearchSchema.extend({ email: JobAlertEmailSchema }),
  response: z.object({ sent: z.literal(true) }),
});

export const confirmJobAlertCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/job_alerts/confirm',
  body: DomainBodySchema.extend({ token: JobAlertTokenSchema }),
  response: z.object({ alert: ConfirmedJobAlertSchema }),
});

// Idempotent: an unknown or spent token answers the same.
export const unsubscribeJobAlertCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/job_alerts/unsubscribe',
  body: DomainBodySchema.extend({ token: JobAlertTokenSchema }),
  response: z.object({ unsubscribed: z.literal(true) }),
});
