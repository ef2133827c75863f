import {
  INTERVIEW_DURATION_MAX_MINUTES,
  type ApplicationStatus,
  type Interview,
} from '@careers/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import { lockApplication, setApplicationStatus } from '../applications/applications.public';
import type { CandidateScope } from '../auth/auth.public';
import { findCandidateById } from '../candidates/candidates.public';
import type { Group } from '../config/config.public';
import { notifyCandidate } from '../notifications/notifications.public';
import {
  type PositionSummaryRow,
  requirePositionRow,
  savedPositionIds,
  toCandidateListRecord,
} from '../positions/positions.public';
import { calendarFile } from './ics';
import {
  insertInterview,
  listCandidateInterviews,
  type InterviewRow,
} from './interviews.repository';

// The candidate's interviews (docs/product/dashboard.md).

// Scheduling an interview moves an application at these stages on to Interviewing.
const BEFORE_INTERVIEWING: readonly ApplicationStatus[] = ['Submitted', 'In Review'];

export type NewInterview = {
  applicationId: string;
  startsAt: Date;
  durationMinutes: number;
  joinUrl: string | null;
  location: string;
};

function checkNewInterview(input: NewInterview): void {
  const problems: string[] = [];
  if (Number.isNaN(input.startsAt.getTime()))
    problems.push('--at must be a date and time (ISO 8601).');
  if (
    !Number.isInteger(input.durationMinutes) ||
    input.durationMinutes < 1 ||
    input.durationMinutes > INTERVIEW_DURATION_MAX_MINUTES
  ) {
    problems.push(`--duration must be 1 to ${INTERVIEW_DURATION_MAX_MINUTES} minutes.`);
  }
  if (input.joinUrl !== null && !/^https?:\/\/\S+$/.test(input.joinUrl)) {
    problems.push('--link must be an http(s) address.');
  }
  if (input.location.length > 300) problems.push('--location must be at most 300 characters.');
  if (problems.length > 0) throw new AppError('validation_failed', problems.join(' '));
}

/**
 * `careers interviews schedule`: the interview is stored with its application (which moves on to
 * Interviewing) and the candidate is told, in one transaction.
 */
export async function scheduleInterview(
  db: Database,
  site: { group: Group; publicOrigin: string },
  input: NewInterview,
  now: Date,
): Promise<InterviewRow> {
  checkNewInterview(input);
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, site.group.id, input.applicationId);
    if (!application)
      throw new AppError('not_found', `There is no application ${input.applicationId}.`);
    const interview = await insertInterview(tx, {
      groupId: site.group.id,
      candidateId: application.candidateId,
      applicationId: application.id,
      startsAt: input.startsAt,
      durationMinutes: input.durationMinutes,
      joinUrl: input.joinUrl,
      location: input.location,
      createdAt: now,
    });
    if (BEFORE_INTERVIEWING.includes(application.status as ApplicationStatus)) {
      await setApplicationStatus(tx, application.id, 'Interviewing', now);
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
          key: 'interview.scheduled',
          params: { position: position.title, date: input.startsAt.toISOString() },
        },
        redirectUrl: '/careers/interviews',
      });
    }
    return interview;
  });
}

function toInterview(
  row: InterviewRow,
  position: PositionSummaryRow,
  now: Date,
  isSaved: boolean,
): Interview {
  return {
    id: row.id,
    applicationId: row.applicationId,
    position: toCandidateListRecord(position, now, isSaved),
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    joinUrl: row.joinUrl,
    location: row.location,
  };
}

const endOf = (row: InterviewRow) => row.startsAt.getTime() + row.durationMinutes * 60_000;

export async function listInterviews(
  scope: CandidateScope,
): Promise<{ upcoming: Interview[]; past: Interview[] }> {
  const { db, group, candidate, now } = scope;
  const rows = await listCandidateInterviews(db, group.id, candidate.id);
  const saved = await savedPositionIds(
    db,
    candidate.id,
    rows.map(({ position }) => position.id),
  );
  const all = rows.map(({ interview, position }) => ({
    isOver: endOf(interview) <= now.getTime(),
    interview: toInterview(interview, position, now, saved.has(position.id)),
  }));
  return {
    upcoming: all.filter((entry) => !entry.isOver).map((entry) => entry.interview),
    past: all
      .filter((entry) => entry.isOver)
      .map((entry) => entry.interview)
      .reverse(),
  };
}

// The .ics of one of the candidate's interviews; another's is not found.
export async function interviewCalendar(
  scope: CandidateScope,
  interviewId: number,
): Promise<{ fileName: string; text: string }> {
  const { db, group, candidate, now } = scope;
  const rows = await listCandidateInterviews(db, group.id, candidate.id);
  const found = rows.find(({ interview }) => interview.id === interviewId);
  if (!found) throw new AppError('not_found', 'Not found');
  const { interview, position } = found;
  return {
    fileName: `interview-${interview.id}.ics`,
    text: calendarFile({
      uid: `interview-${interview.id}@${group.domain}`,
      start: interview.startsAt,
      end: new Date(endOf(interview)),
      stamp: now,
      summary: `Interview: ${position.title} (${group.companyName})`,
      location: interview.location || interview.joinUrl || '',
      description: interview.joinUrl ? `Join: ${interview.joinUrl}` : '',
      url: interview.joinUrl,
    }),
  };
}
