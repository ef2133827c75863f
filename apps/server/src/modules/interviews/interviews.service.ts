import type {
  Interview,
  InterviewEventKind,
  InterviewRules,
  InterviewSchedulingConfig,
  InterviewSlot,
  InterviewStatus,
} from '@careers/contracts';
import { AppError } from '../../shared/app-error';
import { applicationsOwner, interviewSlotsOwner, positionsOwner } from '../../shared/read-cache';
import type { CandidateScope } from '../auth/auth.public';
import type { Group } from '../config/config.public';
import {
  type PositionSummaryRow,
  savedPositionIds,
  toCandidateListRecord,
} from '../positions/positions.public';
import { calendarFile } from './ics';
import { canCancel, changeBlockedBy, earliestBookable, reschedulesLeft } from './interview-rules';
import {
  findCandidateInterview,
  listCandidateInterviews,
  listFreeSlots,
  listInterviewEvents,
  type InterviewEventRow,
  type InterviewRow,
} from './interviews.repository';

// The candidate's interviews (docs/product/interviews.md): the lists, one with its free times,
// and its calendar file.

export const schedulingRules = (group: Group): InterviewSchedulingConfig =>
  group.configs.pcsxConfig.interviewSchedulingConfig;

const endOf = (row: { startsAt: Date | null; durationMinutes: number }) =>
  (row.startsAt?.getTime() ?? 0) + row.durationMinutes * 60_000;

// An interview stored before times could be chosen has no history: it was booked when made.
function historyOf(row: InterviewRow, events: readonly InterviewEventRow[]) {
  if (events.length === 0) {
    return [
      {
        kind: 'booked' as const,
        by: 'employer' as const,
        at: row.createdAt.toISOString(),
        startsAt: row.startsAt?.toISOString() ?? null,
        reason: null,
      },
    ];
  }
  return events.map((event) => ({
    kind: event.kind as InterviewEventKind,
    by: event.by as 'candidate' | 'employer' | 'system',
    at: event.at.toISOString(),
    startsAt: event.startsAt?.toISOString() ?? null,
    reason: event.reason,
  }));
}

export function toInterview(
  row: InterviewRow,
  position: PositionSummaryRow,
  events: readonly InterviewEventRow[],
  context: { now: Date; isSaved: boolean; rules: InterviewSchedulingConfig },
): Interview {
  const { now, rules } = context;
  return {
    id: row.id,
    applicationId: row.applicationId,
    position: toCandidateListRecord(position, now, context.isSaved),
    status: row.status as InterviewStatus,
    startsAt: row.startsAt?.toISOString() ?? null,
    durationMinutes: row.durationMinutes,
    joinUrl: row.joinUrl,
    location: row.location,
    interviewers: row.interviewers,
    interviewerTimeZone: row.interviewerTimeZone,
    bookBy: row.bookBy?.toISOString() ?? null,
    sequence: row.sequence,
    reschedulesLeft: reschedulesLeft(row, rules),
    changeBlockedBy: changeBlockedBy(row, rules, now),
    canCancel: canCancel(row, rules, now),
    history: historyOf(row, events),
  };
}

const UPCOMING: readonly string[] = ['offered', 'booked', 'rescheduled'];

export async function listInterviews(
  scope: CandidateScope,
): Promise<{ upcoming: Interview[]; past: Interview[] }> {
  const { db, group, candidate, now } = scope;
  const rows = await listCandidateInterviews(db, group.id, candidate.id);
  const [saved, events] = await Promise.all([
    savedPositionIds(
      db,
      candidate.id,
      rows.map(({ position }) => position.id),
    ),
    listInterviewEvents(
      db,
      rows.map(({ interview }) => interview.id),
    ),
  ]);
  const rules = schedulingRules(group);
  const all = rows.map(({ interview, position }) => ({
    isUpcoming:
      UPCOMING.includes(interview.status) &&
      (interview.startsAt === null || endOf(interview) > now.getTime()),
    interview: toInterview(
      interview,
      position,
      events.filter((event) => event.interviewId === interview.id),
      { now, isSaved: saved.has(position.id), rules },
    ),
  }));
  // Offers first (they ask for an answer), then the booked ones soonest first.
  const upcoming = all.filter((entry) => entry.isUpcoming).map((entry) => entry.interview);
  return {
    upcoming: [
      ...upcoming.filter((interview) => interview.startsAt === null),
      ...upcoming.filter((interview) => interview.startsAt !== null),
    ],
    past: all
      .filter((entry) => !entry.isUpcoming)
      .map((entry) => entry.interview)
      .reverse(),
  };
}

function rulesFor(group: Group): InterviewRules {
  const rules = schedulingRules(group);
  return {
    minNoticeHours: rules.minNoticeHours,
    changeCutoffHours: rules.changeCutoffHours,
    maxReschedules: rules.maxReschedules,
    reasonRequired: rules.reasonRequired,
    contactEmail: rules.contactEmail,
  };
}

// The times still free to choose: none once the candidate may not book or move it. The list is
// kept per offer until a booking, a move or more times change it (decision 020); the notice is
// applied as it is read.
async function freeSlotsFor(scope: CandidateScope, row: InterviewRow): Promise<InterviewSlot[]> {
  const rules = schedulingRules(scope.group);
  const batchId = row.slotBatchId;
  if (!batchId || changeBlockedBy(row, rules, scope.now) !== null) return [];
  const free = await scope.cache.read(
    interviewSlotsOwner(batchId),
    `interview-slots:${batchId}`,
    () => listFreeSlots(scope.db, batchId),
  );
  const earliest = earliestBookable(rules, scope.now);
  return free
    .filter((slot) => slot.startsAt >= earliest)
    .map((slot) => ({
      id: slot.id,
      startsAt: slot.startsAt.toISOString(),
      durationMinutes: slot.durationMinutes,
    }));
}

// One of the candidate's interviews, with the times to choose; another's is not found. Its rows
// are kept as the dashboard's list is, until the candidate's interviews or applications or the
// group's positions change; the rules, which depend on the time, apply as it is read.
export async function getInterview(
  scope: CandidateScope,
  id: number,
): Promise<{ interview: Interview; slots: InterviewSlot[]; rules: InterviewRules }> {
  const { db, group, candidate, now } = scope;
  const record = await scope.cache.read(
    [applicationsOwner(candidate.id), positionsOwner(group.id)],
    `interview:${group.id}:${candidate.id}:${id}`,
    async () => {
      const found = await findCandidateInterview(
        db,
        { groupId: group.id, candidateId: candidate.id },
        id,
      );
      if (!found) return null;
      const [events, saved] = await Promise.all([
        listInterviewEvents(db, [id]),
        savedPositionIds(db, candidate.id, [found.position.id]),
      ]);
      return { ...found, events, isSaved: saved.has(found.position.id) };
    },
  );
  if (!record) throw new AppError('not_found', 'Not found');
  return {
    interview: toInterview(record.interview, record.position, record.events, {
      now,
      isSaved: record.isSaved,
      rules: schedulingRules(group),
    }),
    slots: await freeSlotsFor(scope, record.interview),
    rules: rulesFor(group),
  };
}

// The .ics of one of the candidate's interviews: the same UID for its life, its SEQUENCE bumped
// by each change, so a calendar updates (or, cancelled, removes) the one event. Another's is not
// found, and so is an offer not yet booked.
export async function interviewCalendar(
  scope: CandidateScope,
  interviewId: number,
): Promise<{ fileName: string; text: string }> {
  const { db, group, candidate, now } = scope;
  const found = await findCandidateInterview(
    db,
    { groupId: group.id, candidateId: candidate.id },
    interviewId,
  );
  const startsAt = found?.interview.startsAt;
  if (!found || !startsAt) throw new AppError('not_found', 'Not found');
  const { interview, position } = found;
  return {
    fileName: `interview-${interview.id}.ics`,
    text: calendarFile({
      uid: `interview-${interview.id}@${group.domain}`,
      sequence: interview.sequence,
      isCancelled: interview.status.startsWith('cancelled'),
      start: startsAt,
      end: new Date(endOf(interview)),
      stamp: now,
      summary: `Interview: ${position.title} (${group.companyName})`,
      location: interview.location || interview.joinUrl || '',
      description: interview.joinUrl ? `Join: ${interview.joinUrl}` : '',
      url: interview.joinUrl,
    }),
  };
}
