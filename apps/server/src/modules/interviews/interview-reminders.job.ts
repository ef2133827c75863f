import { interviewBookingPath } from '@careers/contracts';
import type { AppDeps } from '../../app-deps';
import type { Group } from '../config/config.public';
import { notifyCandidates } from '../notifications/notifications.public';
import {
  claimReminders,
  listInterviewsStartingSoon,
  listSentReminders,
  type ReminderRow,
} from './interviews.repository';
import { schedulingRules } from './interviews.service';

// Reminders before booked interviews (interviewSchedulingConfig.reminderHours), by e-mail and in
// the bell, in the candidate's language and zone. Each is claimed by inserting its row for the
// interview's current time, so it goes once with several processes and after a restart; a
// cancelled interview is no longer listed, and a moved one has a new time with reminders of its
// own. A reminder due before the time was booked (booked an hour ahead) is not sent.

export type RemindersDeps = Pick<AppDeps, 'db' | 'groups' | 'env' | 'outbox'>;

// The longest reminderHours a group may set.
const HORIZON_MS = 30 * 24 * 3_600_000;
const BATCH_SIZE = 1000;

type Due = { row: ReminderRow; group: Group; minutesBefore: number[] };

function dueReminders(row: ReminderRow, group: Group, now: Date): number[] {
  const { interview } = row;
  if (!interview.startsAt) return [];
  const start = interview.startsAt.getTime();
  const since = (interview.bookedAt ?? interview.createdAt).getTime();
  return schedulingRules(group)
    .reminderHours.map((hours) => Math.round(hours * 60))
    .filter((minutes) => {
      const due = start - minutes * 60_000;
      return due <= now.getTime() && due >= since;
    });
}

export async function sendInterviewReminders(
  deps: RemindersDeps,
  now: Date,
): Promise<{ sent: number }> {
  const horizon = new Date(now.getTime() + HORIZON_MS);
  let afterId = 0;
  let sent = 0;
  for (;;) {
    const rows = await listInterviewsStartingSoon(deps.db, now, horizon, afterId, BATCH_SIZE);
    if (rows.length === 0) break;
    afterId = rows.at(-1)?.interview.id ?? afterId;
    const already = new Set(
      (
        await listSentReminders(
          deps.db,
          rows.map(({ interview }) => interview.id),
        )
      ).map(
        (sentRow) =>
          `${sentRow.interviewId}:${sentRow.startsAt.getTime()}:${sentRow.minutesBefore}`,
      ),
    );
    const due: Due[] = [];
    for (const row of rows) {
      const group = await deps.groups.get(row.domain);
      if (!group) continue;
      const start = row.interview.startsAt?.getTime() ?? 0;
      const minutesBefore = dueReminders(row, group, now).filter(
        (minutes) => !already.has(`${row.interview.id}:${start}:${minutes}`),
      );
      if (minutesBefore.length > 0) due.push({ row, group, minutesBefore });
    }
    sent += await sendBatch(deps, due, now);
    if (rows.length < BATCH_SIZE) break;
  }
  if (sent > 0) deps.outbox.notify();
  return { sent };
}

// One transaction per batch: the claims and the notifications commit together, or neither does
// and the next run tries again.
async function sendBatch(deps: RemindersDeps, due: readonly Due[], now: Date): Promise<number> {
  if (due.length === 0) return 0;
  return deps.db.transaction(async (tx) => {
    const claimed = await claimReminders(
      tx,
      due.flatMap(({ row, minutesBefore }) =>
        minutesBefore.map((minutes) => ({
          interviewId: row.interview.id,
          startsAt: row.interview.startsAt ?? now,
          minutesBefore: minutes,
        })),
      ),
      now,
    );
    const mine = new Set(claimed.map((claim) => claim.interviewId));
    const site = (group: Due['group']) => ({ group, publicOrigin: deps.env.PUBLIC_ORIGIN });
    // Two due at once (after a pause): one message, the nearer.
    const reminders = due.flatMap(({ row, group }) => {
      const { interview, candidate } = row;
      if (!mine.has(interview.id) || !interview.startsAt || candidate.groupId !== group.id) {
        return [];
      }
      return [
        {
          site: site(group),
          candidate,
          input: {
            category: 'interview' as const,
            type: 'informational' as const,
            message: {
              key: 'interview.reminder' as const,
              params: {
                position: row.positionTitle,
                time: interview.startsAt.toISOString(),
                timeZone: interview.candidateTimeZone ?? interview.interviewerTimeZone,
              },
            },
            redirectUrl: interviewBookingPath(interview.id),
            linkLabel: 'viewInterview' as const,
          },
        },
      ];
    });
    await notifyCandidates(tx, reminders);
    return reminders.length;
  });
}
