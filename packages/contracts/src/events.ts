import { z } from 'zod';
import { defineCall } from './call';
import { DomainBodySchema, DomainQuerySchema, rowIdParam } from './http';

// Events the employer holds (career fairs, open days, webinars), created with
// `careers events create`; a candidate registers on /careers/events or the dashboard's events
// tab, or the employer registers them (`careers events register`). Where
// behaviourFlags.showEventApplicationStatus is on, each event shows the candidate's status.

export const EVENT_REGISTRATION_STATUSES = ['Registered', 'Attended', 'Cancelled'] as const;
export type EventRegistrationStatus = (typeof EVENT_REGISTRATION_STATUSES)[number];
export const EVENT_DURATION_MAX_MINUTES = 7 * 24 * 60;

export const CareerEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  // Instants (ISO 8601, UTC); the page writes them in the candidate's own zone.
  startsAt: z.string(),
  endsAt: z.string(),
  // A place for an event in person, '' for one online only.
  location: z.string(),
  // Where to join an online event; null for one in person.
  joinUrl: z.string().nullable(),
  registration: z
    .object({ status: z.enum(EVENT_REGISTRATION_STATUSES), registeredAt: z.string() })
    .nullable(),
});
export type CareerEvent = z.infer<typeof CareerEventSchema>;

export const dashboardEventsCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/dashboard/events',
  query: DomainQuerySchema,
  // Upcoming ones soonest first (one under way counts as upcoming), past ones latest first.
  response: z.object({ upcoming: z.array(CareerEventSchema), past: z.array(CareerEventSchema) }),
});

// Our own calls: registering again is no change; an event that has ended refuses (409).
export const registerForEventCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/dashboard/events/:id/register',
  params: z.object({ id: rowIdParam('calendar event') }),
  body: DomainBodySchema,
  response: z.object({ event: CareerEventSchema }),
});

export const cancelEventRegistrationCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/dashboard/events/:id/cancel',
  params: z.object({ id: rowIdParam('calendar event') }),
  body: DomainBodySchema,
  response: z.object({ event: CareerEventSchema }),
});
