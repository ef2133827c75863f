import {
  interviewBookingPath,
  isBookedStatus,
  type ApplicationStatus,
  type Interview,
  type InterviewConflict,
  type InterviewStatus,
} from '@careers/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import { lockApplication, setApplicationStatus } from '../applications/applications.public';
import type { CandidateScope } from '../auth/auth.public';
import { notifyCandidate } from '../notifications/notifications.public';
import { savedPositionIds } from '../positions/positions.public';
import { tellEmployer } from './employer-mail.service';
import { canCancel, changeBlockedBy, earliestBookable } from './interview-rules';
import {
  cancelInterviewRow,
  claimSlot,
  findCandidateInterview,
  findSlot,
  insertInterviewEvent,
  listInterviewEvents,
  releaseSlot,
  updateInterview,
  type InterviewWithPosition,
} from './interviews.repository';
import { schedulingRules, toInterview } from './interviews.service';

// The candidate books, moves and cancels an interview, and asks for other times
// (docs/product/interviews.md). Each change is one transaction with the interview's row locked,
// so two tabs run one after the other; the slot itself is claimed by one conditional UPDATE, so
// two candidates or processes never hold the same time.

export type InterviewScope = CandidateScope & { publicOrigin: string };

// Scheduling an interview moves an application at these stages on to Interviewing.
export const BEFORE_INTERVIEWING: readonly ApplicationStatus[] = ['Submitted', 'In Review'];

const CONFLICT_TEXT: Record<InterviewConflict, string> = {
  slot_taken: 'This time has just been taken. Choose another.',
  too_soon: 'This time is too soon to book.',
  book_by_passed: 'The time to choose has passed.',
  cutoff_passed: 'It is too late to change this interview.',
  reschedule_limit: 'This interview cannot be moved again.',
  closed: 'This interview can no longer be changed.',
  same_slot: 'The interview is already at this time.',
};

const conflict = (reason: InterviewConflict) =>
  new AppError('conflict', CONFLICT_TEXT[reason], { fieldErrors: { booking: reason } });

async function lockOwn(scope: InterviewScope, tx: Database, id: number) {
  const found = await findCandidateInterview(
    tx,
    { groupId: scope.group.id, candidateId: scope.candidate.id },
    id,
    { lock: true },
  );
  if (!found) throw new AppError('not_found', 'Not found');
  return found;
}

async function answer(scope: InterviewScope, tx: Database, found: InterviewWithPosition) {
  const [events, saved] = await Promise.all([
    listInterviewEvents(tx, [found.interview.id]),
    savedPositionIds(tx, scope.candidate.id, [found.position.id]),
  ]);
  return toInterview(found.interview, found.position, events, {
    now: scope.now,
    isSaved: saved.has(found.position.id),
    rules: schedulingRules(scope.group),
  });
}

function requireReason(scope: InterviewScope, reason: string) {
  if (schedulingRules(scope.group).reasonRequired && reason === '') {
    throw new AppError('validation_failed', 'Some fields are not valid.', {
      fieldErrors: { reason: 'Enter a reason' },
    });
  }
}

const site = (scope: InterviewScope) => ({ group: scope.group, publicOrigin: scope.publicOrigin });

export async function bookInterview(
  scope: InterviewScope,
  id: number,
  input: { slotId: number; timeZone: string; reason: string },
): Promise<Interview> {
  const { group, candidate, now } = scope;
  const rules = schedulingRules(group);
  return scope.db.transaction(async (tx) => {
    const found = await lockOwn(scope, tx, id);
    const row = found.interview;
    const slot = await findSlot(tx, group.id, input.slotId);
    if (!slot || slot.batchId !== row.slotBatchId) {
      throw new AppError('not_found', 'This time is not offered for this interview.');
    }
    const isMove = isBookedStatus(row.status as InterviewStatus);
    // The same request again (a double click, a retry): the booking it made stands.
    if (isMove && row.slotId === slot.id) return answer(scope, tx, found);
    const block = changeBlockedBy(row, rules, now);
    if (block) throw conflict(block);
    if (isMove) requireReason(scope, input.reason);
    if (slot.startsAt < earliestBookable(rules, now)) throw conflict('too_soon');
    if (isMove) await releaseSlot(tx, row.id);
    if (!(await claimSlot(tx, slot, row.id))) throw conflict('slot_taken');
    const status: InterviewStatus = isMove ? 'rescheduled' : 'booked';
    const updated = await updateInterview(tx, row, {
      status,
      startsAt: slot.startsAt,
      durationMinutes: slot.durationMinutes,
      slotId: slot.id,
      candidateTimeZone: input.timeZone,
      sequence: isMove ? row.sequence + 1 : row.sequence,
      reschedules: isMove ? row.reschedules + 1 : row.reschedules,
      bookedAt: now,
    });
    await insertInterviewEvent(tx, candidate.id, {
      interviewId: row.id,
      kind: status,
      by: 'candidate',
      at: now,
      startsAt: slot.startsAt,
      reason: isMove ? input.reason || null : null,
    });
    const application = await lockApplication(tx, group.id, row.applicationId);
    if (application && BEFORE_INTERVIEWING.includes(application.status as ApplicationStatus)) {
      await setApplicationStatus(
        tx,
        application.id,
        'Interviewing',
        now,
        group.configs.pcsxConfig.applicationFollowUpConfig,
      );
    }
    await notifyCandidate(tx, site(scope), candidate, {
      category: 'interview',
      type: 'informational',
      message: {
        key: isMove ? 'interview.rescheduled' : 'interview.booked',
        params: {
          position: found.position.title,
          time: slot.startsAt.toISOString(),
          timeZone: input.timeZone,
        },
      },
      redirectUrl: interviewBookingPath(row.id),
      linkLabel: 'viewInterview',
    });
    await tellEmployer(tx, group, {
      what: isMove ? 'moved' : 'booked',
      interview: updated,
      position: found.position.title,
      candidateEmail: candidate.email,
      previousStartsAt: isMove ? row.startsAt : null,
      text: input.reason,
    });
    return answer(scope, tx, { ...found, interview: updated });
  });
}

export async function cancelInterview(
  scope: InterviewScope,
  id: number,
  input: { reason: string },
): Promise<Interview> {
  const { group, candidate, now } = scope;
  return scope.db.transaction(async (tx) => {
    const found = await lockOwn(scope, tx, id);
    const row = found.interview;
    // Cancelled already (a replay): it stays as it is.
    if (row.status === 'cancelled_by_candidate') return answer(scope, tx, found);
    if (!canCancel(row, schedulingRules(group), now)) {
      throw conflict(changeBlockedBy(row, schedulingRules(group), now) ?? 'closed');
    }
    const wasBooked = row.startsAt !== null;
    if (wasBooked) requireReason(scope, input.reason);
    const updated = await cancelInterviewRow(tx, row, {
      by: 'candidate',
      reason: input.reason,
      at: now,
    });
    if (wasBooked && row.startsAt) {
      await notifyCandidate(tx, site(scope), candidate, {
        category: 'interview',
        type: 'informational',
        message: {
          key: 'interview.cancelled',
          params: {
            position: found.position.title,
            time: row.startsAt.toISOString(),
            timeZone: row.candidateTimeZone ?? row.interviewerTimeZone,
          },
        },
        redirectUrl: '/careers/interviews',
      });
    }
    await tellEmployer(tx, group, {
      what: 'cancelled',
      interview: updated,
      position: found.position.title,
      candidateEmail: candidate.email,
      previousStartsAt: row.startsAt,
      text: input.reason,
    });
    return answer(scope, tx, { ...found, interview: updated });
  });
}

// "None of these times work": recorded in the history and sent to the employer.
export async function requestInterviewTimes(
  scope: InterviewScope,
  id: number,
  input: { note: string },
): Promise<Interview> {
  const { group, candidate, now } = scope;
  return scope.db.transaction(async (tx) => {
    const found = await lockOwn(scope, tx, id);
    const row = found.interview;
    const block = changeBlockedBy(row, schedulingRules(group), now);
    if (!row.slotBatchId || (block && block !== 'book_by_passed')) {
      throw conflict(block ?? 'closed');
    }
    await insertInterviewEvent(tx, candidate.id, {
      interviewId: row.id,
      kind: 'times_requested',
      by: 'candidate',
      at: now,
      startsAt: null,
      reason: input.note,
    });
    await tellEmployer(tx, group, {
      what: 'times_requested',
      interview: row,
      position: found.position.title,
      candidateEmail: candidate.email,
      previousStartsAt: null,
      text: input.note,
    });
    return answer(scope, tx, found);
  });
}
