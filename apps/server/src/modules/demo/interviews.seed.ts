import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import { dayAt } from './demo-time';
import {
  insertApplicationWithHistory,
  listApplicationsWithPositions,
} from '../applications/applications.public';
import { findCandidateByEmail } from '../candidates/candidates.public';
import { findForm, findFormVersion } from '../forms/forms.public';
import {
  insertInterview,
  insertInterviewEvent,
  insertSlots,
  listCandidateInterviews,
} from '../interviews/interviews.public';
import { findDemoPositionIds } from '../positions/positions.public';

const DAY_MS = 86_400_000;

// Alex has times to choose this week for the application just submitted, an upcoming video
// interview for the one in review and a past one in person for the rejected one. Once: a second
// seed leaves them as they are.
export async function seedAlexInterviews(
  db: Database,
  groupId: string,
  email: string,
  now: Date,
): Promise<void> {
  const alex = await findCandidateByEmail(db, groupId, email);
  if (!alex || (await listCandidateInterviews(db, groupId, alex.id)).length > 0) return;
  const applications = await listApplicationsWithPositions(db, groupId, alex.id);
  const byStatus = (status: string) =>
    applications.find(({ application }) => application.status === status)?.application;
  const submitted = byStatus('Submitted');
  const inReview = byStatus('In Review');
  const rejected = byStatus('Rejected');
  const base = { groupId, candidateId: alex.id, createdAt: now };
  const interviewers = ['Dana Reyes', 'Sam Lee'];
  await db.transaction(async (tx) => {
    if (submitted) {
      const slotBatchId = randomUUID();
      await insertSlots(
        tx,
        [2, 3, 4].flatMap((days) =>
          [9, 10, 11, 14, 15].map((hour) => ({
            groupId,
            batchId: slotBatchId,
            startsAt: dayAt(now, days, hour),
            durationMinutes: 45,
          })),
        ),
      );
      const offer = await insertInterview(tx, {
        ...base,
        applicationId: submitted.id,
        status: 'offered',
        durationMinutes: 45,
        joinUrl: 'https://meet.northwind.example/alex-morgan-2',
        location: '',
        interviewers,
        interviewerTimeZone: 'America/Los_Angeles',
        slotBatchId,
        bookBy: dayAt(now, 5, 23),
      });
      await insertInterviewEvent(tx, alex.id, {
        interviewId: offer.id,
        kind: 'offered',
        by: 'employer',
        at: now,
      });
    }
    if (inReview) {
      const startsAt = dayAt(now, 3, 15);
      const booked = await insertInterview(tx, {
        ...base,
        applicationId: inReview.id,
        startsAt,
        durationMinutes: 45,
        joinUrl: 'https://meet.northwind.example/alex-morgan',
        location: '',
        interviewers,
        interviewerTimeZone: 'America/Los_Angeles',
        bookedAt: now,
      });
      await insertInterviewEvent(tx, alex.id, {
        interviewId: booked.id,
        kind: 'booked',
        by: 'employer',
        at: now,
        startsAt,
      });
    }
    if (rejected) {
      const startsAt = dayAt(now, -20, 10);
      const past = await insertInterview(tx, {
        ...base,
        applicationId: rejected.id,
        status: 'completed',
        startsAt,
        durationMinutes: 60,
        joinUrl: null,
        location: 'Northwind HQ, 1 Market St, San Francisco',
        bookedAt: new Date(now.getTime() - 25 * DAY_MS),
      });
      await insertInterviewEvent(tx, alex.id, {
        interviewId: past.id,
        kind: 'booked',
        by: 'employer',
        at: new Date(now.getTime() - 25 * DAY_MS),
        startsAt,
      });
      await insertInterviewEvent(tx, alex.id, {
        interviewId: past.id,
        kind: 'completed',
        by: 'employer',
        at: new Date(startsAt.getTime() + 2 * 3_600_000),
      });
    }
  });
}

// Casey (Contoso) applied, booked an interview and cancelled it with a reason.
export async function seedCaseyCancelledInterview(
  db: Database,
  groupId: string,
  email: string,
  now: Date,
): Promise<void> {
  const casey = await findCandidateByEmail(db, groupId, email);
  if (!casey || (await listCandidateInterviews(db, groupId, casey.id)).length > 0) return;
  const form = await findForm(db, groupId, 'application');
  const version = form && (await findFormVersion(db, groupId, form.id, form.currentVersion));
  const [positionId] = (await findDemoPositionIds(db, groupId, now, 1)).open;
  if (!version || positionId === undefined) return;
  const at = (days: number, hour = 9) => dayAt(now, -days, hour);
  await db.transaction(async (tx) => {
    await insertApplicationWithHistory(tx, {
      groupId,
      candidateId: casey.id,
      positionId,
      formVersionId: version.id,
      answers: {},
      idempotencyKey: `demo-application-casey-${positionId}`,
      history: [
        { status: 'Submitted', at: at(9) },
        { status: 'In Review', at: at(7) },
      ],
    });
    const [application] = await listApplicationsWithPositions(tx, groupId, casey.id);
    if (!application) return;
    const slotBatchId = randomUUID();
    const startsAt = dayAt(now, 4, 10);
    await insertSlots(tx, [
      { groupId, batchId: slotBatchId, startsAt, durationMinutes: 30 },
      { groupId, batchId: slotBatchId, startsAt: dayAt(now, 4, 14), durationMinutes: 30 },
    ]);
    const interview = await insertInterview(tx, {
      groupId,
      candidateId: casey.id,
      applicationId: application.application.id,
      status: 'cancelled_by_candidate',
      durationMinutes: 30,
      joinUrl: 'https://meet.contoso.example/casey-kim',
      location: '',
      interviewers: ['Priya Natarajan'],
      interviewerTimeZone: 'Europe/London',
      slotBatchId,
      sequence: 1,
      createdAt: at(6),
    });
    const events = [
      { kind: 'offered', at: at(6), startsAt: null, reason: null },
      { kind: 'booked', at: at(5), startsAt, reason: null },
      {
        kind: 'cancelled_by_candidate',
        at: at(2),
        startsAt: null,
        reason: 'I have accepted another offer. Thank you for your time.',
      },
    ];
    for (const event of events) {
      await insertInterviewEvent(tx, casey.id, {
        interviewId: interview.id,
        by: event.kind === 'offered' ? 'employer' : 'candidate',
        ...event,
      });
    }
  });
}
