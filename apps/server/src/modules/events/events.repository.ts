import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { careerEvents, eventRegistrations } from '../../db/schema';

export type CareerEventRow = typeof careerEvents.$inferSelect;
export type NewCareerEventRow = typeof careerEvents.$inferInsert;
type RegistrationRow = typeof eventRegistrations.$inferSelect;
export type EventWithRegistration = {
  event: CareerEventRow;
  registration: Pick<RegistrationRow, 'status' | 'registeredAt'> | null;
};

export async function insertCareerEvent(
  db: Database,
  row: NewCareerEventRow,
): Promise<CareerEventRow> {
  const [inserted] = await db.insert(careerEvents).values(row).returning();
  if (!inserted) throw new Error('The event was not stored');
  return inserted;
}

// The group's events with this candidate's registration, if any, soonest first.
export async function listEventsFor(
  db: Database,
  groupId: string,
  candidateId: string,
): Promise<EventWithRegistration[]> {
  const rows = await db
    .select({
      event: careerEvents,
      status: eventRegistrations.status,
      registeredAt: eventRegistrations.registeredAt,
    })
    .from(careerEvents)
    .leftJoin(
      eventRegistrations,
      and(
        eq(eventRegistrations.eventId, careerEvents.id),
        eq(eventRegistrations.candidateId, candidateId),
      ),
    )
    .where(eq(careerEvents.groupId, groupId))
    .orderBy(asc(careerEvents.startsAt), asc(careerEvents.id));
  return rows.map(({ event, status, registeredAt }) => ({
    event,
    registration: status && registeredAt ? { status, registeredAt } : null,
  }));
}

export async function findCareerEvent(
  db: Database,
  groupId: string,
  eventId: number,
): Promise<CareerEventRow | null> {
  const [row] = await db
    .select()
    .from(careerEvents)
    .where(and(eq(careerEvents.groupId, groupId), eq(careerEvents.id, eventId)));
  return row ?? null;
}

// Registered (again): a cancelled registration comes back, an existing one keeps its time.
export async function upsertRegistration(
  db: Database,
  row: { eventId: number; candidateId: string; groupId: string; at: Date },
): Promise<boolean> {
  const changed = await db
    .insert(eventRegistrations)
    .values({
      eventId: row.eventId,
      candidateId: row.candidateId,
      groupId: row.groupId,
      status: 'Registered',
      registeredAt: row.at,
    })
    .onConflictDoUpdate({
      target: [eventRegistrations.eventId, eventRegistrations.candidateId],
      set: { status: 'Registered', registeredAt: row.at },
      setWhere: sql`${eventRegistrations.status} = 'Cancelled'`,
    })
    .returning({ eventId: eventRegistrations.eventId });
  return changed.length > 0;
}

export async function cancelRegistration(
  db: Database,
  eventId: number,
  candidateId: string,
): Promise<void> {
  await db
    .update(eventRegistrations)
    .set({ status: 'Cancelled' })
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.candidateId, candidateId),
        eq(eventRegistrations.status, 'Registered'),
      ),
    );
}

export async function listGroupEvents(db: Database, groupId: string) {
  return db
    .select({
      event: careerEvents,
      registered: sql<number>`(select count(*)::int from event_registrations as r where r.event_id = ${careerEvents.id} and r.status <> 'Cancelled')`,
    })
    .from(careerEvents)
    .where(eq(careerEvents.groupId, groupId))
    .orderBy(asc(careerEvents.startsAt));
}
