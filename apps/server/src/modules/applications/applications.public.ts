// What the applications module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of applications/ (decision 030); tests may reach further.

export {
  EXTENSION_DAYS,
  extendApplication,
  listApplicationsOfGroup,
  listDueApplications,
  moveApplication,
} from './application-status.service';
export { runApplicationFollowUp } from './application-follow-up.job';
export type { FollowUpDeps } from './application-follow-up.job';
export { expectedByAfter, resolveStages, stageOf } from './application-stages';
// Data access other modules need, handed out deliberately:
export {
  ageCandidateApplications,
  insertApplicationWithHistory,
  listApplicationIdsAtStage,
  listApplicationsWithPositions,
  listDraftsWithPositions,
  lockApplication,
  setApplicationStatus,
  upsertDrafts,
} from './applications.repository';
export { sendDraftReminders } from './draft-reminders.job';
export type { DraftRemindersDeps } from './draft-reminders.job';
export { draftReminderToken, unsubscribeDraftReminders } from './draft-reminders.service';
