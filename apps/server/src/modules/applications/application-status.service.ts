import {
  APPLICATION_STATUSES,
  INACTIVE_APPLICATION_STATUSES,
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
import {
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
    await setApplicationStatus(tx, locked.id, 'Withdrawn', now);
    return { ...locked, status: 'Withdrawn' };
  });
  const position = await requirePositionRow(db, group.id, row.positionId);
  return describeApplication(db, row, position, candidate.id, now);
}

export type MovedApplication = { id: string; status: ApplicationStatus; changed: boolean };

// `careers applications status ID STATUS`: the candidate is told in the bell and by mail. The
// same status again changes nothing and tells no one.
export async function moveApplication(
  db: Database,
  site: { group: Group; publicOrigin: string },
  applicationId: string,
  status: ApplicationStatus,
  now: Date,
): Promise<MovedApplication> {
  if (!APPLICATION_STATUSES.includes(status)) {
    throw new AppError(
      'validation_failed',
      `The status must be one of: ${APPLICATION_STATUSES.join(', ')}.`,
    );
  }
  return db.transaction(async (tx) => {
    const locked = await lockApplication(tx, site.group.id, applicationId);
    if (!locked) throw new AppError('not_found', `There is no application ${applicationId}.`);
    if (locked.status === status) return { id: locked.id, status, changed: false };
    await setApplicationStatus(tx, locked.id, status, now);
    const [candidate, position] = await Promise.all([
      findCandidateById(tx, site.group.id, locked.candidateId),
      requirePositionRow(tx, site.group.id, locked.positionId),
    ]);
    if (candidate) {
      await notifyCandidate(tx, site, candidate, {
        category: 'application',
        type: 'informational',
        message: {
          key: 'application.status_changed',
          params: { position: position.title, status },
        },
        redirectUrl: '/careers/applications',
      });
    }
    return { id: locked.id, status, changed: true };
  });
}

export async function listApplicationsOfGroup(
  db: Database,
  groupId: string,
): Promise<GroupApplicationRow[]> {
  return listGroupApplications(db, groupId, 500);
}
