import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { candidates } from './candidates';
import { groups } from './groups';

// An interview for an application: scheduled by the employer at a time, or offered with times to
// choose from (a batch of interview_slots) until the candidate books one (docs/product/interviews.md).
export const interviews = pgTable(
  'interviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    // INTERVIEW_STATUSES of the contracts.
    status: text('status').notNull().default('booked'),
    // Null while offered and not yet booked.
    startsAt: timestamp('starts_at', { withTimezone: true }),
    durationMinutes: integer('duration_minutes').notNull(),
    joinUrl: text('join_url'),
    location: text('location').notNull().default(''),
    interviewers: jsonb('interviewers').$type<string[]>().notNull().default([]),
    interviewerTimeZone: text('interviewer_time_zone').notNull().default('UTC'),
    // The times offered to choose from (shared by every candidate offered them at once).
    slotBatchId: uuid('slot_batch_id'),
    // The slot this interview holds, while booked from an offer.
    slotId: bigint('slot_id', { mode: 'number' }),
    bookBy: timestamp('book_by', { withTimezone: true }),
    // The zone the candidate booked in: their mails and reminders are written in it.
    candidateTimeZone: text('candidate_time_zone'),
    sequence: integer('sequence').notNull().default(0),
    reschedules: integer('reschedules').notNull().default(0),
    // When its current time was set: reminders due before it are not sent.
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('interviews_candidate_idx').on(table.candidateId, table.startsAt),
    index('interviews_starts_idx')
      .on(table.startsAt)
      .where(sql`${table.status} in ('booked', 'rescheduled')`),
  ],
);

// A time offered to choose; held by at most one interview. Booking sets held_by where it is null,
// in one statement, so two candidates, tabs or processes never hold the same time.
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    heldBy: bigint('held_by', { mode: 'number' }).references(() => interviews.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('interview_slots_batch_idx').on(table.batchId, table.startsAt),
    uniqueIndex('interview_slots_held_by_idx')
      .on(table.heldBy)
      .where(sql`${table.heldBy} is not null`),
  ],
);

// Who changed what and when: the interview's history.
export const interviewEvents = pgTable(
  'interview_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    interviewId: bigint('interview_id', { mode: 'number' })
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    // INTERVIEW_EVENT_KINDS of the contracts.
    kind: text('kind').notNull(),
    by: text('by').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (table) => [index('interview_events_interview_idx').on(table.interviewId, table.at)],
);

// One row per reminder sent, for the interview's time it was sent for: inserting the row is the
// claim, so each is sent once with several processes and after a restart, and a moved interview's
// old reminders never match its new time.
export const interviewReminders = pgTable(
  'interview_reminders',
  {
    interviewId: bigint('interview_id', { mode: 'number' })
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    minutesBefore: integer('minutes_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.interviewId, table.startsAt, table.minutesBefore] })],
);
