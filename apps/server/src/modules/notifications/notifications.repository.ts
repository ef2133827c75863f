import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notifications } from '../../db/schema';
import { forgetOwner, notificationsOwner } from '../../shared/read-cache';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

type Owner = { groupId: string; candidateId: string };

const ownedBy = (owner: Owner) =>
  and(eq(notifications.candidateId, owner.candidateId), eq(notifications.groupId, owner.groupId));

export async function insertNotification(
  db: Database,
  row: NewNotificationRow,
): Promise<NotificationRow> {
  const [inserted] = await insertNotifications(db, [row]);
  if (!inserted) throw new Error('The notification was not stored');
  return inserted;
}

// Several in one statement (a run of reminders), in the order given.
export async function insertNotifications(
  db: Database,
  rows: readonly NewNotificationRow[],
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(notifications)
    .values([...rows])
    .returning();
  for (const candidateId of new Set(inserted.map((row) => row.candidateId))) {
    forgetOwner(notificationsOwner(candidateId), db);
  }
  return inserted;
}

export async function listNotificationRows(
  db: Database,
  owner: Owner,
  actionRequiredOnly: boolean,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(
      actionRequiredOnly
        ? and(ownedBy(owner), eq(notifications.notificationType, 'action_required'))
        : ownedBy(owner),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnviewed(db: Database, owner: Owner): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(ownedBy(owner), isNull(notifications.viewedAt)));
  return row?.total ?? 0;
}

export async function markAllViewed(db: Database, owner: Owner, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ viewedAt: at })
    .where(and(ownedBy(owner), isNull(notifications.viewedAt)))
    .returning({ id: notifications.id });
  forgetOwner(notificationsOwner(owner.candidateId), db);
  return rows.length;
}

// Clicking also views it. False when the notification is not the owner's.
export async function markClicked(
  db: Database,
  owner: Owner,
  id: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({
      clickedAt: sql`coalesce(${notifications.clickedAt}, ${at})`,
      viewedAt: sql`coalesce(${notifications.viewedAt}, ${at})`,
    })
    .where(and(ownedBy(owner), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  forgetOwner(notificationsOwner(owner.candidateId), db);
  return rows.length > 0;
}

export async function markAllClicked(db: Database, owner: Owner, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ clickedAt: at, viewedAt: sql`coalesce(${notifications.viewedAt}, ${at})` })
    .where(and(ownedBy(owner), isNull(notifications.clickedAt)))
    .returning({ id: notifications.id });
  forgetOwner(notificationsOwner(owner.candidateId), db);
  return rows.length;
}
