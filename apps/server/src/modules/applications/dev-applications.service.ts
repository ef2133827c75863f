import { AppError } from '../../shared/app-error';
import { expectedByAfter } from './application-stages';
import type { RequestScope } from '../auth/auth.public';
import { findCandidateByEmail } from '../candidates/candidates.public';
import { findForm, findFormVersion } from '../forms/forms.public';
import { offerInterviewSlots, scheduleInterview } from '../interviews/interviews.public';
import { findDemoPositionIds } from '../positions/positions.public';
import {
  insertApplicationWithHistory,
  listApplicationsWithPositions,
} from './applications.repository';

/**
 * Demo mode's `POST /api/dev/applications`: an application made as the demo seed makes Alex's
 * (answers aside), on the first open position the candidate has not applied to, and, when asked,
 * an interview scheduled for it as the CLI schedules one (the candidate is notified).
 */
export async function createDevApplication(
  scope: RequestScope & { publicOrigin: string },
  input: {
    email: string;
    interview: { inMinutes: number; durationMinutes: number; joinUrl: string | null } | null;
    interviewOffer: {
      inHours: number[];
      durationMinutes: number;
      interviewers: string[];
      interviewerTimeZone: string;
      bookByInHours: number | null;
    } | null;
  },
): Promise<{ applicationId: string; interviewId: number | null }> {
  const { db, group, now } = scope;
  const candidate = await findCandidateByEmail(db, group.id, input.email);
  if (!candidate)
    throw new AppError('not_found', `No candidate ${input.email} in ${group.domain}.`);
  const formId = group.configs.pcsxConfig.applyConfig.applicationFormId;
  const form = await findForm(db, group.id, formId);
  const version = form && (await findFormVersion(db, group.id, form.id, form.currentVersion));
  if (!version) throw new AppError('conflict', 'This site has no application form.');
  const taken = new Set(
    (await listApplicationsWithPositions(db, group.id, candidate.id)).map(
      ({ position }) => position.id,
    ),
  );
  // Enough for the dashboard benchmark's candidate with 200 applications.
  const { open } = await findDemoPositionIds(db, group.id, now, 1000);
  const positionId = open.find((id) => !taken.has(id));
  if (positionId === undefined) {
    throw new AppError('conflict', 'No open position is left for this candidate.');
  }
  await insertApplicationWithHistory(db, {
    groupId: group.id,
    candidateId: candidate.id,
    positionId,
    formVersionId: version.id,
    answers: {},
    idempotencyKey: `dev-application-${candidate.id}-${positionId}`,
    history: [{ status: 'Submitted', at: now }],
    // As a submit promises it: the first stage's time from now.
    expectedBy: expectedByAfter(
      group.configs.pcsxConfig.applicationFollowUpConfig,
      'Submitted',
      now,
    ),
  });
  const [created] = (await listApplicationsWithPositions(db, group.id, candidate.id)).filter(
    ({ position }) => position.id === positionId,
  );
  if (!created) throw new Error('The application was not stored.');
  const applicationId = created.application.id;
  if (input.interviewOffer) {
    const offer = input.interviewOffer;
    const hour = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
    const [offered] = await offerInterviewSlots(
      db,
      { group, publicOrigin: scope.publicOrigin },
      {
        target: { applicationId },
        slots: offer.inHours.map((hours) => ({
          startsAt: new Date(hour + hours * 3_600_000),
          durationMinutes: offer.durationMinutes,
        })),
        interviewers: offer.interviewers,
        interviewerTimeZone: offer.interviewerTimeZone,
        location: '',
        joinUrl: 'https://meet.example/careers-demo',
        bookBy:
          offer.bookByInHours === null ? null : new Date(hour + offer.bookByInHours * 3_600_000),
      },
      now,
    );
    return { applicationId, interviewId: offered?.interviewId ?? null };
  }
  if (!input.interview) return { applicationId, interviewId: null };
  const interview = await scheduleInterview(
    db,
    { group, publicOrigin: scope.publicOrigin },
    {
      applicationId,
      startsAt: new Date(
        Math.round((now.getTime() + input.interview.inMinutes * 60_000) / 60_000) * 60_000,
      ),
      durationMinutes: input.interview.durationMinutes,
      joinUrl: input.interview.joinUrl,
      location: '',
      interviewers: [],
      interviewerTimeZone: 'UTC',
    },
    now,
  );
  return { applicationId, interviewId: interview.id };
}
