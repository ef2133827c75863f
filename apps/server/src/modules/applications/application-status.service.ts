import {
  APPLICATION_STATUSES,
  INACTIVE_APPLICATION_STATUSES,
  applicationPath,
  type Application,
  type ApplicationStatus,
} from '@careers/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { CandidateScope } from '../auth/auth.public';
import type { Group } from '../config/config.public';
import { notifyCandidate } from '../notifications/notifications.public';
import { findCandidateById } from '../candidates/candidates.public';
import { requirePositionRow } from '../positions/positions.public';
import { readNote, stageOf, resolveStages } from './application-stages';
import {
  extendApplicationRow,
  listApplicationsDueBy,
  listGroupApplications,
  lockApplication,
  setApplicationStatus,
  type GroupApplicationRow,
} from './applications.repository';
import { describeApplication } from './applications.service';

// An application moves along — the employer from the CLI, the candidate by withdrawing.

const WITHDRAW_MESSAGES = {
  notOpen: 'This application can no longer be withdrawn.',
} as const;

const isInactive = (status: string) =>
  INACTIVE_APPLICATION_STATUSES.includes(status as ApplicationStatus);

// The candidate's own, while it is still open; its history records the withdrawal.
export async function withdrawApplication(
  scope: CandidateScope,
  applicationId: string,
): Promise<Application> {
  const { db, group, candidate, now } = scope;
  const row = await db.transaction(async (tx) => {
    const locked = await lockApplication(tx, group.id, applicationId);
    if (!locked || locked.candidateId !== candidate.id)
      throw new AppError('not_found', 'Not found');
    if (isInactive(locked.status)) throw new AppError('conflict', WITHDRAW_MESSAGES.notOpen);
    await setApplicationStatus(
      tx,
      locked.id,
      'Withdrawn',
      now,
      group.configs.pcsxConfig.applicationFollowUpConfig,
    );
    return { ...locked, status: 'Withdrawn', expectedBy: null };
  });
  const position = await requirePositionRow(db, group.id, row.positionId);
  return describeApplication(
    { db, group, locale: scope.locale, candidateId: candidate.id, now },
    row,
    position,
  );
}

// The application's candidate hears of a change in the bell and by mail, with a link to its page.
async function tellCandidate(
  tx: Database,
  site: { group: Group; publicOrigin: string },
  application: { id: string; candidateId: string; positionId: number },
  key: 'application.status_changed' | 'application.extended',
  params: Record<string, string>,
): Promise<void> {
  const [candidate, position] = await Promise.all([
    findCandidateById(tx, site.group.id, application.candidateId),
    requirePositionRow(tx, site.group.id, application.positionId),
  ]);
  if (!candidate) return;
  await notifyCandidate(tx, site, candidate, {
    category: 'application',
    type: 'informational',
    message: { key, params: { position: position.title, ...params } },
    redirectUrl: applicationPath(application.id),
  });
}

export type MovedApplication = { id: string; status: ApplicationStatus; changed: boolean };

export type Decision = { reasonId?: string | null; note?: string | null };

// A rejection's reason is one of the group's; a reason or a note goes only with Rejected.
function readDecision(
  group: Group,
  status: ApplicationStatus,
  decision: Decision,
): { reasonId: string | null; note: string | null } {
  const reasonId = decision.reasonId?.trim() || null;
  const read = readNote(decision.note);
  if ('error' in read) throw new AppError('validation_failed', read.error);
  if ((reasonId !== null || read.note !== null) && status !== 'Rejected') {
    throw new AppError('validation_failed', 'A reason or a note goes only with Rejected.');
  }
  const reasons = group.configs.pcsxConfig.applicationFollowUpConfig.rejectionReasons;
  if (reasonId !== null && !reasons.some((reason) => reason.id === reasonId)) {
    throw new AppError(
      'validation_failed',
      `There is no rejection reason ${reasonId}; the reasons are: ${reasons.map((reason) => reason.id).join(', ') || 'none'}.`,
    );
  }
  return { reasonId, note: read.note };
}

// `careers applications status ID STATUS [--reason ID] [--note TEXT]`: the candidate is told in
// the bell and by mail. The same status again changes nothing and tells no one.
export async function moveApplication(
  db: Database,
  site: { group: Group; publicOrigin: string },
  applicationId: string,
  status: ApplicationStatus,
  now: Date,
  decision: Decision = {},
): Promise<MovedApplication> {
  if (!APPLICATION_STATUSES.includes(status)) {
    throw new AppError(
      'validation_failed',
      `The status must be one of: ${APPLICATION_STATUSES.join(', ')}.`,
    );
  }
  const checked = readDecision(site.group, status, decision);
  return db.transaction(async (tx) => {
    const locked = await lockApplication(tx, site.group.id, applicationId);
    if (!locked) throw new AppError('not_found', `There is no application ${applicationId}.`);
    if (locked.status === status) return { id: locked.id, status, changed: false };
    await setApplicationStatus(
      tx,
      locked.id,
      status,
      now,
      site.group.configs.pcsxConfig.applicationFollowUpConfig,
      checked,
    );
    await tellCandidate(tx, site, locked, 'application.status_changed', { status });
    return { id: locked.id, status, changed: true };
  });
}

export const EXTENSION_DAYS = { min: 1, max: 365 } as const;
const DAY_MS = 86_400_000;

export type ExtendedApplication = { id: string; expectedBy: Date };

// `careers applications extend ID --days N [--note TEXT]`: N more days from now before the
// application may be closed; the new date is promised and the candidate told.
export async function extendApplication(
  db: Database,
  site: { group: Group; publicOrigin: string },
  applicationId: string,
  input: { days: number; note?: string | null },
  now: Date,
): Promise<ExtendedApplication> {
  const { days } = input;
  if (!Number.isInteger(days) || days < EXTENSION_DAYS.min || days > EXTENSION_DAYS.max) {
    throw new AppError(
      'validation_failed',
      `The days must be a whole number from ${EXTENSION_DAYS.min} to ${EXTENSION_DAYS.max}.`,
    );
  }
  const read = readNote(input.note);
  if ('error' in read) throw new AppError('validation_failed', read.error);
  const until = new Date(now.getTime() + days * DAY_MS);
  return db.transaction(async (tx) => {
    const locked = await lockApplication(tx, site.group.id, applicationId);
    if (!locked) throw new AppError('not_found', `There is no application ${applicationId}.`);
    if (isInactive(locked.status)) {
      throw new AppError(
        'conflict',
        `Application ${locked.id} is ${locked.status}; only an application still open can be extended.`,
      );
    }
    await extendApplicationRow(tx, locked.id, { now, until, note: read.note });
    await tellCandidate(tx, site, locked, 'application.extended', {
      date: until.toISOString(),
    });
    return { id: locked.id, expectedBy: until };
  });
}

export type DueApplication = GroupApplicationRow & {
  expectedBy: Date;
  stageLabel: string;
  // Whole days past the date (positive) or left before it (negative), rounded away from now.
  daysOver: number;
};

// `careers applications overdue [--within-days N]`: the active applications whose date has
// passed or falls within N days, the soonest first, with their stage in English.
export async function listDueApplications(
  db: Database,
  group: Group,
  input: { withinDays: number; now: Date; limit?: number },
): Promise<DueApplication[]> {
  const until = new Date(input.now.getTime() + input.withinDays * DAY_MS);
  const rows = await listApplicationsDueBy(db, group.id, until, input.limit ?? 500);
  const stages = resolveStages(group.configs.pcsxConfig.applicationFollowUpConfig.stages, 'en');
  return rows.map((row) => {
    const over = (input.now.getTime() - row.expectedBy.getTime()) / DAY_MS;
    return {
      ...row,
      stageLabel: stageOf(stages, row.status).label,
      daysOver: over >= 0 ? Math.floor(over) : -Math.ceil(-over),
    };
  });
}

export async function listApplicationsOfGroup(
  db: Database,
  groupId: string,
): Promise<GroupApplicationRow[]> {
  return listGroupApplications(db, groupId, 500);
}
