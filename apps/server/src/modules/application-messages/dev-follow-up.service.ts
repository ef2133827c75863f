import type { ApplicationStatus } from '@careers/contracts';
import { AppError } from '../../shared/app-error';
import {
  ageCandidateApplications,
  listApplicationsWithPositions,
  moveApplication,
  runApplicationFollowUp,
  sendDraftReminders,
  type DraftRemindersDeps,
  type FollowUpDeps,
} from '../applications/applications.public';
import type { RequestScope } from '../auth/auth.public';
import { findCandidateByEmail } from '../candidates/candidates.public';
import { replyToThread } from './employer-messages.service';

export type DevFollowUpInput = {
  email: string;
  reply: { applicationId: string; text: string } | null;
  move: { applicationId: string; status: ApplicationStatus; reasonId: string | null } | null;
  ageHours: number | null;
};

/**
 * Demo mode's `POST /api/dev/applications/follow_up`, for the journeys: the recruiting team's
 * answer and decision as the CLI gives them, and time passing for one candidate's drafts and
 * promised dates before the scheduled follow-up runs (docs/product/application-follow-up.md).
 * Only the named candidate's applications are touched.
 */
export async function runDevFollowUp(
  scope: RequestScope & { publicOrigin: string },
  deps: FollowUpDeps & DraftRemindersDeps,
  input: DevFollowUpInput,
): Promise<void> {
  const { db, group, now } = scope;
  const candidate = await findCandidateByEmail(db, group.id, input.email);
  if (!candidate)
    throw new AppError('not_found', `No candidate ${input.email} in ${group.domain}.`);
  const own = new Set(
    (await listApplicationsWithPositions(db, group.id, candidate.id)).map(
      ({ application }) => application.id,
    ),
  );
  const requireOwn = (id: string) => {
    if (!own.has(id)) throw new AppError('not_found', `There is no application ${id}.`);
    return id;
  };
  const site = { group, publicOrigin: scope.publicOrigin };
  if (input.reply) {
    await replyToThread(db, site, requireOwn(input.reply.applicationId), input.reply.text, now);
  }
  if (input.move) {
    const { applicationId, status, reasonId } = input.move;
    await moveApplication(db, site, requireOwn(applicationId), status, now, { reasonId });
  }
  if (input.ageHours !== null) {
    await db.transaction((tx) => ageCandidateApplications(tx, candidate.id, input.ageHours ?? 0));
    await runApplicationFollowUp(deps, now);
    await sendDraftReminders(deps, now);
  }
}
