import type { Database } from '../../db/database';
import { findCandidateByEmail } from '../candidates/candidates.public';
import {
  insertNotification,
  listNotificationRows,
  type NewNotificationRow,
} from '../notifications/notifications.public';
import { positionPath, readSitemapRows } from '../positions/positions.public';

const HOUR_MS = 60 * 60_000;

// Alex's bell in the demo, unread with action-required ones, each leading to a real page.
// Written once (a notification is history, not a value the seed restores), without mail.
export async function seedDemoNotifications(
  db: Database,
  groupId: string,
  email: string,
  now: Date,
): Promise<void> {
  const candidate = await findCandidateByEmail(db, groupId, email);
  if (!candidate) return;
  const owner = { groupId, candidateId: candidate.id };
  if ((await listNotificationRows(db, owner, false, 1)).length > 0) return;
  const [first, second] = await readSitemapRows(db, groupId, now, { offset: 0, limit: 2 });
  if (!first || !second) return;
  const job = { ...first, isPrivate: false, privateKey: null };
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const rows: Omit<NewNotificationRow, 'groupId' | 'candidateId'>[] = [
    {
      category: 'general',
      notificationType: 'informational',
      message:
        'Welcome to Northwind careers! Add your skills to your profile to see how well you match each job.',
      redirectUrl: '/careers/profile',
      createdAt: ago(24 * 9),
      viewedAt: ago(24 * 9),
      clickedAt: ago(24 * 9),
    },
    {
      category: 'application',
      notificationType: 'informational',
      messageKey: 'application.status_changed',
      params: { position: second.title, status: 'In review' },
      redirectUrl: '/careers/applications',
      createdAt: ago(24 * 3),
      viewedAt: ago(24 * 2),
    },
    {
      category: 'job_alert',
      notificationType: 'informational',
      messageKey: 'job_alert.new_positions',
      params: { count: 3, search: '“nurse”' },
      redirectUrl: '/careers?query=nurse&sort_by=newest',
      createdAt: ago(26),
    },
    {
      category: 'interview',
      notificationType: 'informational',
      messageKey: 'interview.scheduled',
      params: {
        position: first.title,
        date: new Date(now.getTime() + 24 * 5 * HOUR_MS).toISOString(),
      },
      // A fragment: the bell waits for the section to appear, then scrolls to it.
      redirectUrl: `${positionPath(job)}#position-skills`,
      createdAt: ago(5),
    },
    {
      category: 'document',
      notificationType: 'action_required',
      messageKey: 'document.to_sign',
      params: { document: 'Offer letter', position: first.title },
      redirectUrl: '/careers/offers',
      createdAt: ago(2),
    },
    {
      category: 'offer',
      notificationType: 'action_required',
      messageKey: 'offer.extended',
      params: { position: first.title },
      redirectUrl: '/careers/offers',
      createdAt: ago(1),
    },
  ];
  await db.transaction(async (tx) => {
    for (const row of rows) await insertNotification(tx, { ...row, ...owner });
  });
}
