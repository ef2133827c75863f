import {
  isBookedStatus,
  type InterviewChangeBlock,
  type InterviewSchedulingConfig,
  type InterviewStatus,
} from '@careers/contracts';

// The group's scheduling rules as pure functions of the interview and the time
// (docs/product/interviews.md, "Rules").

const HOUR_MS = 3_600_000;

export type RuledInterview = {
  status: string;
  startsAt: Date | null;
  bookBy: Date | null;
  reschedules: number;
  slotBatchId: string | null;
};

// The earliest time a candidate may choose now.
export const earliestBookable = (rules: InterviewSchedulingConfig, now: Date) =>
  new Date(now.getTime() + rules.minNoticeHours * HOUR_MS);

// Why the candidate cannot book or move the interview now; null when they can.
export function changeBlockedBy(
  interview: RuledInterview,
  rules: InterviewSchedulingConfig,
  now: Date,
): InterviewChangeBlock | null {
  const status = interview.status as InterviewStatus;
  if (status === 'offered') {
    return interview.bookBy && now > interview.bookBy ? 'book_by_passed' : null;
  }
  if (!isBookedStatus(status) || !interview.startsAt) return 'closed';
  if (interview.startsAt.getTime() - now.getTime() < rules.changeCutoffHours * HOUR_MS) {
    return 'cutoff_passed';
  }
  // An interview the employer set at a time, with no times to choose from, can only be
  // cancelled.
  if (interview.slotBatchId === null || interview.reschedules >= rules.maxReschedules) {
    return 'reschedule_limit';
  }
  return null;
}

// Whether the candidate may cancel now: an offer at any time; a booking until the cut-off.
export function canCancel(
  interview: RuledInterview,
  rules: InterviewSchedulingConfig,
  now: Date,
): boolean {
  const status = interview.status as InterviewStatus;
  if (status === 'offered') return true;
  if (!isBookedStatus(status) || !interview.startsAt) return false;
  return interview.startsAt.getTime() - now.getTime() >= rules.changeCutoffHours * HOUR_MS;
}

export const reschedulesLeft = (interview: RuledInterview, rules: InterviewSchedulingConfig) =>
  interview.slotBatchId === null ? 0 : Math.max(0, rules.maxReschedules - interview.reschedules);
