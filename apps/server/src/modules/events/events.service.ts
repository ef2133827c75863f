import {
  EVENT_DURATION_MAX_MINUTES,
  type CareerEvent,
  type EventRegistrationStatus,
} from '@careers/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { CandidateScope } from '../auth/auth.public';
import { findCandidateByEmail } from '../candidates/candidates.public';
import type { Group } from '../config/config.public';
import { notifyCandidate } from '../notifications/notifications.public';
import {
  cancelRegistration,
  findCareerEvent,
  insertCareerEvent,
  listEventsFor,
  listGroupEvents,
  upsertRegistration,
  type CareerEventRow,
  type EventWithRegistration,
} from './events.repository';

// The employer's events and the candidate's registrations.

const EVENT_MESSAGES = {
  notFound: 'This event does not exist.',
  ended: 'This event has ended.',
} as const;

const hasEnded = (event: CareerEventRow, now: Date) => event.endsAt.getTime() <= now.getTime();

function toCareerEvent({ event, registration }: EventWithRegistration): CareerEvent {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    location: event.location,
    joinUrl: event.joinUrl,
    registration: registration
      ? {
          status: registration.status as EventRegistrationStatus,
          registeredAt: registration.registeredAt.toISOString(),
        }
      : null,
  };
}

export async function listCandidateEvents(
  scope: CandidateScope,
): Promise<{ upcoming: CareerEvent[]; past: CareerEvent[] }> {
  const rows = await listEventsFor(scope.db, scope.group.id, scope.candidate.id);
  const upcoming = rows.filter(({ event }) => !hasEnded(event, scope.now));
  const past = rows.filter(({ event }) => hasEnded(event, scope.now)).reverse();
  return { upcoming: upcoming.map(toCareerEvent), past: past.map(toCareerEvent) };
}

// Another group's event reads as absent (404); one that has ended takes no change (409).
async function openEvent(db: Database, group: Group, eventId: number, now: Date) {
  const event = await findCareerEvent(db, group.id, eventId);
  if (!event) throw new AppError('not_found', EVENT_MESSAGES.notFound);
  if (hasEnded(event, now)) throw new AppError('conflict', EVENT_MESSAGES.ended);
  return event;
}

async function describe(scope: CandidateScope, eventId: number): Promise<CareerEvent> {
  const rows = await listEventsFor(scope.db, scope.group.id, scope.candidate.id);
  const row = rows.find(({ event }) => event.id === eventId);
  if (!row) throw new AppError('not_found', EVENT_MESSAGES.notFound);
  return toCareerEvent(row);
}

// Registering again changes nothing; a cancelled registration is taken up again.
export async function registerForEvent(
  scope: CandidateScope,
  eventId: number,
): Promise<CareerEvent> {
  const { db, group, candidate, now } = scope;
  await db.transaction(async (tx) => {
    await openEvent(tx, group, eventId, now);
    await upsertRegistration(tx, {
      eventId,
      candidateId: candidate.id,
      groupId: group.id,
      at: now,
    });
  });
  return describe(scope, eventId);
}

export async function cancelEventRegistration(
  scope: CandidateScope,
  eventId: number,
): Promise<CareerEvent> {
  const { db, group, candidate, now } = scope;
  await db.transaction(async (tx) => {
    await openEvent(tx, group, eventId, now);
    await cancelRegistration(tx, eventId, candidate.id);
  });
  return describe(scope, eventId);
}

export type NewCareerEvent = {
  title: string;
  description: string;
  startsAt: Date;
  durationMinutes: number;
  location: string;
  joinUrl: string | null;
};

function checkNewEvent(input: NewCareerEvent): void {
  const problems: string[] = [];
  if (input.title.trim().length === 0 || input.title.length > 200)
    problems.push('--title must be 1 to 200 characters.');
  if (Number.isNaN(input.startsAt.getTime()))
    problems.push('--at must be a date and time (ISO 8601).');
  if (
    !Number.isInteger(input.durationMinutes) ||
    input.durationMinutes < 1 ||
    input.durationMinutes > EVENT_DURATION_MAX_MINUTES
  ) {
    problems.push(`--duration must be 1 to ${EVENT_DURATION_MAX_MINUTES} minutes.`);
  }
  if (input.joinUrl !== null && !/^https?:\/\/\S+$/.test(input.joinUrl)) {
    problems.push('--link must be an http(s) address.');
  }
  if (input.location.length > 300) problems.push('--location must be at most 300 characters.');
  if (input.description.length > 5000)
    problems.push('--description must be at most 5,000 characters.');
  if (problems.length > 0) throw new AppError('validation_failed', problems.join(' '));
}

// `careers events create`.
export async function createCareerEvent(
  db: Database,
  group: Group,
  input: NewCareerEvent,
  now: Date,
): Promise<CareerEventRow> {
  checkNewEvent(input);
  return insertCareerEvent(db, {
    groupId: group.id,
    title: input.title.trim(),
    description: input.description.trim(),
    startsAt: input.startsAt,
    endsAt: new Date(input.startsAt.getTime() + input.durationMinutes * 60_000),
    location: input.location.trim(),
    joinUrl: input.joinUrl,
    createdAt: now,
  });
}

// `careers events register`: the employer registers a candidate, who is told in the bell (and
// by mail), in one transaction.
export async function registerCandidateForEvent(
  db: Database,
  site: { group: Group; publicOrigin: string },
  email: string,
  eventId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await openEvent(tx, site.group, eventId, now);
    const candidate = await findCandidateByEmail(tx, site.group.id, email.trim().toLowerCase());
    if (!candidate) {
      throw new AppError('not_found', `No candidate ${email} in ${site.group.domain}.`);
    }
    const isNew = await upsertRegistration(tx, {
      eventId,
      candidateId: candidate.id,
      groupId: site.group.id,
      at: now,
    });
    if (!isNew) return;
    await notifyCandidate(tx, site, candidate, {
      category: 'general',
      type: 'informational',
      message: {
        key: 'event.registered',
        params: { event: event.title, date: event.startsAt.toISOString() },
      },
      redirectUrl: '/careers/events',
    });
  });
}

export async function listEventsOfGroup(db: Database, group: Group) {
  return listGroupEvents(db, group.id);
}
