import {
  INACTIVE_APPLICATION_STATUSES,
  type ApplicationStatus,
  type SurveyState,
} from '@careers/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { CandidateScope } from '../auth/auth.public';
import type { Group } from '../config/config.public';
import {
  findThreadApplication,
  hasCompletedInterview,
  insertSurveyAnswer,
  listSurveyAnswers,
} from './application-messages.repository';
import { followUpConfig, NO_APPLICATION } from './application-messages.service';

// "How was it?" (docs/product/application-follow-up.md): one answer per application, once it has a
// completed interview or is inactive; anonymous to the team unless the candidate shares their
// name.

const ALREADY_ANSWERED = 'You have already answered.';

// The stage whose statuses hold the application's status (the config maps each status once).
function stageIdOf(group: Group, status: string): string {
  return (
    followUpConfig(group).stages.find((stage) =>
      (stage.statuses as readonly string[]).includes(status),
    )?.id ?? status
  );
}

export async function answerSurvey(
  scope: CandidateScope,
  applicationId: string,
  input: { rating: number; comment: string; shareIdentity: boolean },
): Promise<{ survey: SurveyState }> {
  const { group, candidate, now } = scope;
  return scope.db.transaction(async (tx) => {
    const application = await findThreadApplication(tx, group.id, applicationId, candidate.id, {
      lock: true,
    });
    if (!application) throw new AppError('not_found', NO_APPLICATION);
    if (!followUpConfig(group).surveyEnabled) {
      throw new AppError('forbidden', 'This site does not ask about applying.');
    }
    const isInactive = INACTIVE_APPLICATION_STATUSES.includes(
      application.status as ApplicationStatus,
    );
    if (!isInactive && !(await hasCompletedInterview(tx, application.id))) {
      throw new AppError('conflict', 'You can tell us how it was after your interview.');
    }
    const stored = await insertSurveyAnswer(tx, application, {
      groupId: group.id,
      positionId: application.positionId,
      stageId: stageIdOf(group, application.status),
      rating: input.rating,
      comment: input.comment,
      shareIdentity: input.shareIdentity,
      answeredAt: now,
    });
    if (!stored) throw new AppError('conflict', ALREADY_ANSWERED);
    return { survey: 'answered' };
  });
}

export type SurveyReport = {
  position: { id: number; title: string };
  stageId: string;
  count: number;
  // To one decimal.
  average: number;
  comments: { text: string; by: string | null; at: Date }[];
}[];

// `careers survey report`: per position and stage, the count, the average and the comments; a
// comment names its candidate only where they chose to share.
export async function surveyReport(
  db: Database,
  group: Group,
  since: Date | null,
): Promise<SurveyReport> {
  const rows = await listSurveyAnswers(db, group.id, since);
  const report = new Map<string, SurveyReport[number] & { total: number }>();
  for (const row of rows) {
    const key = `${row.positionId}:${row.stageId}`;
    let entry = report.get(key);
    if (!entry) {
      entry = {
        position: { id: row.positionId, title: row.positionTitle },
        stageId: row.stageId,
        count: 0,
        average: 0,
        total: 0,
        comments: [],
      };
      report.set(key, entry);
    }
    entry.count += 1;
    entry.total += row.rating;
    if (row.comment !== '') {
      entry.comments.push({
        text: row.comment,
        by: row.shareIdentity ? row.candidateEmail : null,
        at: row.answeredAt,
      });
    }
  }
  return [...report.values()].map(({ total, ...entry }) => ({
    ...entry,
    average: Math.round((total / entry.count) * 10) / 10,
  }));
}
