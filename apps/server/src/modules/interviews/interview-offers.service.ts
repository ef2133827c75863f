import { randomUUID } from 'node:crypto';
import {
  INTERVIEW_DURATION_MAX_MINUTES,
  INTERVIEW_REASON_MAX_LENGTH,
  INTERVIEW_SLOTS_MAX,
  interviewBookingPath,
  isBookedStatus,
  TimeZoneSchema,
  type ApplicationStatus,
  type InterviewStatus,
} from '@careers/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import {
  listApplicationIdsAtStage,
  lockApplication,
  setApplicationStatus,
} from '../applications/applications.public';
import { findCandidateById } from '../candidates/candidates.public';
import type { Group } from '../config/config.public';
import { notifyCandidate } from '../notifications/notifications.public';
import { requirePositionRow } from '../positions/positions.public';
import { BEFORE_INTERVIEWING } from './interview-booking.service';
import {
  cancelInterviewRow,
  findGroupInterview,
  insertInterview,
  insertInterviewEvent,
  insertSlots,
  listGroupInterviews,
  listInterviewEvents,
  updateInterview,
  type InterviewEventRow,
  type InterviewRow,
} from './interviews.repository';

// What the employer does with interviews (`careers interviews …`, docs/employer-cli.md): schedule
// one at a time, offer times to choose, cancel, record how it went, list them with their history.

export type EmployerSite = { group: Group; publicOrigin: string };

type InterviewPlace = {
  joinUrl: string | null;
  location: string;
  interviewers: string[];
  // The interviewers' IANA zone.
  interviewerTimeZone: string;
};

export type NewInterview = InterviewPlace & {
  applicationId: string;
  startsAt: Date;
  durationMinutes: number;
};

const INTERVIEWERS_MAX = 20;
const INTERVIEWER_NAME_MAX = 100;

function placeProblems(input: InterviewPlace): string[] {
  const problems: string[] = [];
  if (input.joinUrl !== null && !/^https?:\/\/\S+$/.test(input.joinUrl)) {
    problems.push('--link must be an http(s) address.');
  }
  if (input.joinUrl !== null && input.joinUrl.length > 500) {
    problems.push('--link must be at most 500 characters.');
  }
  if (input.location.length > 300) problems.push('--location must be at most 300 characters.');
  if (
    input.interviewers.length > INTERVIEWERS_MAX ||
    input.interviewers.some((name) => name.length > INTERVIEWER_NAME_MAX)
  ) {
    problems.push(
      `--interviewers must be at most ${INTERVIEWERS_MAX} names of at most ${INTERVIEWER_NAME_MAX} characters.`,
    );
  }
  if (!TimeZoneSchema.safeParse(input.interviewerTimeZone).success) {
    problems.push('--time-zone must be a time zone, such as Europe/Berlin.');
  }
  return problems;
}

const durationProblem = (minutes: number) =>
  !Number.isInteger(minutes) || minutes < 1 || minutes > INTERVIEW_DURATION_MAX_MINUTES
    ? `--duration must be 1 to ${INTERVIEW_DURATION_MAX_MINUTES} minutes.`
    : null;

function refuse(problems: readonly (string | null)[]): void {
  const found = problems.filter((problem): problem is string => problem !== null);
  if (found.length > 0) throw new AppError('validation_failed', found.join(' '));
}

async function requireApplication(tx: Database, group: Group, applicationId: string) {
  const application = await lockApplication(tx, group.id, applicationId);
  if (!application) throw new AppError('not_found', `There is no application ${applicationId}.`);
  return application;
}

/**
 * `careers interviews schedule`: the interview is stored at its time with its application (which
 * moves on to Interviewing) and the candidate is told, in one transaction.
 */
export async function scheduleInterview(
  db: Database,
  site: EmployerSite,
  input: NewInterview,
  now: Date,
): Promise<InterviewRow> {
  refuse([
    Number.isNaN(input.startsAt.getTime()) ? '--at must be a date and time (ISO 8601).' : null,
    durationProblem(input.durationMinutes),
    ...placeProblems(input),
  ]);
  return db.transaction(async (tx) => {
    const application = await requireApplication(tx, site.group, input.applicationId);
    const interview = await insertInterview(tx, {
      groupId: site.group.id,
      candidateId: application.candidateId,
      applicationId: application.id,
      status: 'booked',
      startsAt: input.startsAt,
      durationMinutes: input.durationMinutes,
      joinUrl: input.joinUrl,
      location: input.location,
      interviewers: input.interviewers,
      interviewerTimeZone: input.interviewerTimeZone,
      bookedAt: now,
      createdAt: now,
    });
    await insertInterviewEvent(tx, application.candidateId, {
      interviewId: interview.id,
      kind: 'booked',
      by: 'employer',
      at: now,
      startsAt: input.startsAt,
    });
    if (BEFORE_INTERVIEWING.includes(application.status as ApplicationStatus)) {
      await setApplicationStatus(
        tx,
        application.id,
        'Interviewing',
        now,
        site.group.configs.pcsxConfig.applicationFollowUpConfig,
      );
    }
    const [candidate, position] = await Promise.all([
      findCandidateById(tx, site.group.id, application.candidateId),
      requirePositionRow(tx, site.group.id, application.positionId),
    ]);
    if (candidate) {
      await notifyCandidate(tx, site, candidate, {
        category: 'interview',
        type: 'informational',
        message: {
          key: 'interview.booked',
          params: {
            position: position.title,
            time: input.startsAt.toISOString(),
            timeZone: input.interviewerTimeZone,
          },
        },
        redirectUrl: '/careers/interviews',
        linkLabel: 'viewInterview',
      });
    }
    return interview;
  });
}

export type SlotOffer = InterviewPlace & {
  // One application, or every application to a position at a stage.
  target: { applicationId: string } | { positionId: number; stage: ApplicationStatus };
  slots: { startsAt: Date; durationMinutes: number }[];
  bookBy: Date | null;
};

export type OfferedInterview = { interviewId: number; applicationId: string; added: boolean };

function checkSlotOffer(offer: SlotOffer, now: Date): void {
  const times = offer.slots.map((slot) => slot.startsAt.getTime());
  refuse([
    offer.slots.length === 0 ? 'Offer at least one time (--slot or --window).' : null,
    offer.slots.length > INTERVIEW_SLOTS_MAX
      ? `Offer at most ${INTERVIEW_SLOTS_MAX} times at once.`
      : null,
    times.some((time) => Number.isNaN(time) || time <= now.getTime())
      ? 'Every time must be in the future.'
      : null,
    new Set(times).size === times.length ? null : 'A time is offered twice.',
    ...offer.slots.map((slot) => durationProblem(slot.durationMinutes)),
    offer.bookBy && offer.bookBy.getTime() <= now.getTime()
      ? '--book-by must be in the future.'
      : null,
    ...placeProblems(offer),
  ]);
}

async function applicationIdsOf(db: Database, group: Group, offer: SlotOffer): Promise<string[]> {
  if ('applicationId' in offer.target) return [offer.target.applicationId];
  const ids = await listApplicationIdsAtStage(
    db,
    group.id,
    offer.target.positionId,
    offer.target.stage,
  );
  if (ids.length === 0) {
    throw new AppError(
      'not_found',
      `No application to position ${offer.target.positionId} is at ${offer.target.stage}.`,
    );
  }
  return ids;
}

const OPEN_OFFER: readonly string[] = ['offered', 'booked', 'rescheduled'];

/**
 * `careers interviews offer-slots` (and the JSON import): each candidate is offered the times to
 * choose from — one set shared by everyone offered them at once, so nobody books a time another
 * holds — and told (action required, "Choose a time"). An application whose interview was
 * already offered times gets these added to its set: the employer offering more after "None of
 * these times work". One transaction: all or nothing.
 */
export async function offerInterviewSlots(
  db: Database,
  site: EmployerSite,
  offer: SlotOffer,
  now: Date,
): Promise<OfferedInterview[]> {
  checkSlotOffer(offer, now);
  const { group } = site;
  return db.transaction(async (tx) => {
    const applicationIds = await applicationIdsOf(tx, group, offer);
    const newBatch = randomUUID();
    const batchesFilled = new Set<string>();
    const fill = async (batchId: string) => {
      if (batchesFilled.has(batchId)) return;
      batchesFilled.add(batchId);
      await insertSlots(
        tx,
        offer.slots.map((slot) => ({ groupId: group.id, batchId, ...slot })),
      );
    };
    const offered: OfferedInterview[] = [];
    for (const applicationId of applicationIds) {
      const application = await requireApplication(tx, group, applicationId);
      const existing = (await listGroupInterviews(tx, group.id, { applicationId })).find(
        ({ interview }) => interview.slotBatchId !== null && OPEN_OFFER.includes(interview.status),
      );
      let interview: InterviewRow;
      if (existing?.interview.slotBatchId) {
        await fill(existing.interview.slotBatchId);
        interview = await updateInterview(tx, existing.interview, {
          bookBy: offer.bookBy ?? existing.interview.bookBy,
        });
        await insertInterviewEvent(tx, application.candidateId, {
          interviewId: interview.id,
          kind: 'times_added',
          by: 'employer',
          at: now,
        });
      } else {
        await fill(newBatch);
        interview = await insertInterview(tx, {
          groupId: group.id,
          candidateId: application.candidateId,
          applicationId,
          status: 'offered',
          durationMinutes: offer.slots[0]?.durationMinutes ?? 30,
          joinUrl: offer.joinUrl,
          location: offer.location,
          interviewers: offer.interviewers,
          interviewerTimeZone: offer.interviewerTimeZone,
          slotBatchId: newBatch,
          bookBy: offer.bookBy,
          createdAt: now,
        });
        await insertInterviewEvent(tx, application.candidateId, {
          interviewId: interview.id,
          kind: 'offered',
          by: 'employer',
          at: now,
        });
      }
      const [candidate, position] = await Promise.all([
        findCandidateById(tx, group.id, application.candidateId),
        requirePositionRow(tx, group.id, application.positionId),
      ]);
      if (candidate) {
        await notifyCandidate(tx, site, candidate, {
          category: 'interview',
          type: 'action_required',
          message: {
            key: 'interview.offered',
            params: { position: position.title, company: group.companyName },
          },
          redirectUrl: interviewBookingPath(interview.id),
          linkLabel: 'chooseTime',
        });
      }
      offered.push({ interviewId: interview.id, applicationId, added: existing !== undefined });
    }
    return offered;
  });
}

// `careers interviews cancel`: the employer calls it off; the candidate is told when it had a time.
export async function cancelInterviewByEmployer(
  db: Database,
  site: EmployerSite,
  input: { interviewId: number; reason: string },
  now: Date,
): Promise<InterviewRow> {
  refuse([
    input.reason.length > INTERVIEW_REASON_MAX_LENGTH
      ? `--reason must be at most ${INTERVIEW_REASON_MAX_LENGTH} characters.`
      : null,
  ]);
  return db.transaction(async (tx) => {
    const found = await findGroupInterview(tx, site.group.id, input.interviewId, { lock: true });
    if (!found) throw new AppError('not_found', `There is no interview ${input.interviewId}.`);
    const row = found.interview;
    const status = row.status as InterviewStatus;
    if (status !== 'offered' && !isBookedStatus(status)) {
      throw new AppError('conflict', `Interview ${row.id} is ${status}: nothing to cancel.`);
    }
    const updated = await cancelInterviewRow(tx, row, {
      by: 'employer',
      reason: input.reason,
      at: now,
    });
    const candidate = await findCandidateById(tx, site.group.id, row.candidateId);
    if (candidate && row.startsAt) {
      await notifyCandidate(tx, site, candidate, {
        category: 'interview',
        type: 'informational',
        message: {
          key: 'interview.cancelled_by_employer',
          params: {
            position: found.position.title,
            company: site.group.companyName,
            time: row.startsAt.toISOString(),
            timeZone: row.candidateTimeZone ?? row.interviewerTimeZone,
          },
        },
        redirectUrl: '/careers/interviews',
      });
    }
    return updated;
  });
}

// `careers interviews outcome`: completed, or the candidate did not come.
export async function recordInterviewOutcome(
  db: Database,
  groupId: string,
  input: { interviewId: number; outcome: 'completed' | 'no_show' },
  now: Date,
): Promise<InterviewRow> {
  return db.transaction(async (tx) => {
    const found = await findGroupInterview(tx, groupId, input.interviewId, { lock: true });
    if (!found) throw new AppError('not_found', `There is no interview ${input.interviewId}.`);
    const row = found.interview;
    if (!isBookedStatus(row.status as InterviewStatus) || !row.startsAt || row.startsAt > now) {
      throw new AppError(
        'conflict',
        `Interview ${row.id} is ${row.status}: only a booked interview that has started has an outcome.`,
      );
    }
    const updated = await updateInterview(tx, row, { status: input.outcome });
    await insertInterviewEvent(tx, row.candidateId, {
      interviewId: row.id,
      kind: input.outcome,
      by: 'employer',
      at: now,
    });
    return updated;
  });
}

export type ListedInterview = {
  interview: InterviewRow;
  positionTitle: string;
  candidateEmail: string;
  events: InterviewEventRow[];
};

// `careers interviews list`: newest first, each with its history.
export async function listInterviewsForEmployer(
  db: Database,
  groupId: string,
  filter: { applicationId?: string; positionId?: number },
): Promise<ListedInterview[]> {
  const rows = await listGroupInterviews(db, groupId, filter);
  const events = await listInterviewEvents(
    db,
    rows.map(({ interview }) => interview.id),
  );
  return rows.map(({ interview, position, email }) => ({
    interview,
    positionTitle: position.title,
    candidateEmail: email,
    events: events.filter((event) => event.interviewId === interview.id),
  }));
}
