import type { Database } from '../../db/database';
import { dayAt, DAY_MS } from './demo-time';
import { findCandidateByEmail } from '../candidates/candidates.public';
import { insertCareerEvent, listGroupEvents, upsertRegistration } from '../events/events.public';

// Northwind holds an open day Alex is registered for, a webinar to register for, and a career
// fair that is over. Once: a second seed leaves them as they are.
export async function seedDemoEvents(
  db: Database,
  groupId: string,
  alexEmail: string,
  now: Date,
): Promise<void> {
  if ((await listGroupEvents(db, groupId)).length > 0) return;
  const event = (fields: {
    title: string;
    description: string;
    startsAt: Date;
    hours: number;
    location?: string;
    joinUrl?: string;
  }) =>
    insertCareerEvent(db, {
      groupId,
      title: fields.title,
      description: fields.description,
      startsAt: fields.startsAt,
      endsAt: new Date(fields.startsAt.getTime() + fields.hours * 3_600_000),
      location: fields.location ?? '',
      joinUrl: fields.joinUrl ?? null,
      createdAt: now,
    });
  const openDay = await event({
    title: 'Northwind open day',
    description: 'Meet the teams, see where we work and ask anything about our open roles.',
    startsAt: dayAt(now, 10, 16),
    hours: 3,
    location: 'Northwind HQ, 1 Market St, San Francisco',
  });
  await event({
    title: 'Life in engineering at Northwind (webinar)',
    description: 'An hour with our engineers on how we build, hire and grow.',
    startsAt: dayAt(now, 5, 17),
    hours: 1,
    joinUrl: 'https://meet.northwind.example/engineering-webinar',
  });
  await event({
    title: 'Bay Area career fair',
    description: 'Our stand at the autumn career fair.',
    startsAt: dayAt(now, -30, 17),
    hours: 6,
    location: 'Moscone Center, San Francisco',
  });
  const alex = await findCandidateByEmail(db, groupId, alexEmail);
  if (alex) {
    await upsertRegistration(db, {
      eventId: openDay.id,
      candidateId: alex.id,
      groupId,
      at: new Date(now.getTime() - 2 * DAY_MS),
    });
  }
}
