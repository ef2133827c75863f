import {
  bigint,
  bigserial,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { groups } from './groups';

// An event the employer holds (CLI), and who registered for it.
export const careerEvents = pgTable(
  'career_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    location: text('location').notNull().default(''),
    joinUrl: text('join_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('career_events_group_idx').on(table.groupId, table.startsAt)],
);

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => careerEvents.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.candidateId] }),
    index('event_registrations_candidate_idx').on(table.candidateId),
  ],
);
