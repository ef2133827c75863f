import {
  INACTIVE_APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
  type ApplicationUpdateKind,
  type ApplyState,
  type DraftApplication,
  type FormInfo,
  type InterviewEventKind,
} from '@careers/contracts';
import type { FormDefinition, FormValues, QuestionItem } from '@careers/forms/core';
import type { Database } from '../../db/database';
import { AppError, MESSAGES } from '../../shared/app-error';
import { createGroupCommit, type GroupCommit } from '../../shared/group-commit';
import { applicationsOwner, formsOwner, positionsOwner } from '../../shared/read-cache';
import type { CandidateScope, RequestScope } from '../auth/auth.public';
import type { Candidate } from '../candidates/candidates.public';
import type { Group } from '../config/config.public';
import {
  type AnswerScope,
  checkAnswers,
  draftAnswers,
  formQuestions,
  findForm,
  findFormVersion,
  FORM_MESSAGES,
  storedFilesFor,
} from '../forms/forms.public';
import { notifyCandidate } from '../notifications/notifications.public';
import {
  type PositionRow,
  type PositionSummaryRow,
  findPositionIdForLink,
  findPositionRowForLink,
  isPositionOpen,
  parsePositionLink,
  savedPositionIds,
  toCandidateListRecord,
} from '../positions/positions.public';
import { findCountryCode, geocodePlace } from '../geo/geo.public';
import { showProfile } from '../profile/profile.public';
import {
  currentStage,
  expectedByAfter,
  isInactiveStatus,
  reasonText,
  resolveStages,
  stagePath,
} from './application-stages';
import {
  answeredSurveys,
  applicationUpdateHistories,
  deleteDraft,
  findApplication,
  findCandidateApplication,
  messageCounts,
  findApplicationByKey,
  findApplyPosition,
  findApplyTargetWithRecord,
  hasApplied,
  findDraft,
  interviewHistories,
  insertApplication,
  listApplicationsWithPositions,
  listDraftsWithPositions,
  statusHistories,
  upsertDrafts,
  type DraftUpsert,
  type ApplyTarget,
  type ApplicationSummaryRow,
  type ApplicationInterviewEvent,
  type ApplicationUpdate,
  type StatusHistoryEntry,
} from './applications.repository';

// Applying, and draft applications (docs/product/apply-and-drafts.md).

// A submission is checked as the browser checks it, and its notification links to the public site.
export type ApplyScope = AnswerScope & { publicOrigin: string };

const APPLY_MESSAGES = {
  alreadyApplied: 'You have already applied to this job.',
  noForm: 'This job does not take applications on this site.',
} as const;

type ApplicationForm = { info: FormInfo; versionId: number; definition: FormDefinition };

// The position's own form, else the group's (pcsxConfig.applyConfig.applicationFormId).
async function applicationForm(
  scope: RequestScope,
  position: Pick<PositionRow, 'applicationFormId'>,
): Promise<ApplicationForm> {
  const { db, cache, group } = scope;
  const formId =
    position.applicationFormId ?? group.configs.pcsxConfig.applyConfig.applicationFormId;
  // Decision 020: kept until the group's forms change (a new version of any of them).
  return cache.read(formsOwner(group.id), `application-form:${group.id}:${formId}`, () =>
    readApplicationForm(db, group.id, formId),
  );
}

async function readApplicationForm(
  db: Database,
  groupId: string,
  formId: string,
): Promise<ApplicationForm> {
  const form = await findForm(db, groupId, formId);
  const version = form && (await findFormVersion(db, groupId, form.id, form.currentVersion));
  if (!form || !version || form.embedUrl) throw new AppError('not_found', APPLY_MESSAGES.noForm);
  return {
    info: {
      id: form.id,
      title: form.title,
      version: version.version,
      layout: form.layout === 'simple' ? 'simple' : 'stepper',
      isPublic: form.isPublic,
      embedUrl: null,
    },
    versionId: version.id,
    definition: version.definition as unknown as FormDefinition,
  };
}

// The country the profile's location names ("Berlin, Germany", "Austin, TX", "Germany"), as an
// ISO code; null when it names none.
function countryOfLocation(location: string): string | null {
  if (location.trim() === '') return null;
  return geocodePlace(location)?.countryCode ?? findCountryCode(location.split(',').at(-1) ?? '');
}

// What the profile already knows, under the names the form asks for them by: the profile's
// entries use the application form's names (company, title, period; school, degree, …); and the
// candidate's country, which the form's phone questions start on.
async function fromProfile(
  db: Database,
  candidate: Candidate,
  definition: FormDefinition,
): Promise<{ answers: FormValues; country: string | null }> {
  const asked = new Set(formQuestions(definition).map((item: QuestionItem) => item.name));
  const profile = await showProfile(db, candidate);
  const known: FormValues = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: profile.phone,
    skills: profile.skills,
    experience: profile.experience.map(({ company, title, period, summary }) => ({
      company,
      title,
      period,
      summary,
    })),
    education: profile.education.map(({ school, degree, field, graduated }) => ({
      school,
      degree,
      field,
      graduated: graduated === '' ? null : graduated,
    })),
  };
  const answers = Object.fromEntries(
    Object.entries(known).filter(
      ([name, value]) =>
        asked.has(name) && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  );
  return { answers, country: countryOfLocation(profile.location) };
}

// Who reads an application's record, and in which language: the group's stages, reasons and
// survey setting word it (docs/product/application-follow-up.md).
export type ApplicationReader = {
  db: Database;
  group: Group;
  locale: string;
  candidateId: string;
  now: Date;
};

// What an application's record is drawn from besides its own row, each read once for a whole
// list (a candidate with 200 applications makes one query per kind).
type ApplicationRecords = {
  histories: Map<string, StatusHistoryEntry[]>;
  interviewEvents: Map<string, ApplicationInterviewEvent[]>;
  updates: Map<string, ApplicationUpdate[]>;
  messages: Map<string, { count: number; unread: number }>;
  surveys: Set<string>;
  saved: Set<number>;
};

async function readApplicationRecords(
  reader: ApplicationReader,
  applicationIds: readonly string[],
  positionIds: readonly number[],
): Promise<ApplicationRecords> {
  const { db, candidateId } = reader;
  const [histories, interviewEvents, updates, messages, surveys, saved] = await Promise.all([
    statusHistories(db, applicationIds),
    interviewHistories(db, applicationIds),
    applicationUpdateHistories(db, applicationIds),
    messageCounts(db, applicationIds),
    answeredSurveys(db, applicationIds),
    savedPositionIds(db, candidateId, [...positionIds]),
  ]);
  return { histories, interviewEvents, updates, messages, surveys, saved };
}

type ApplicationRecordFactory = (
  row: ApplicationSummaryRow,
  position: PositionSummaryRow,
) => Application;

function applicationFactory(
  reader: ApplicationReader,
  records: ApplicationRecords,
): ApplicationRecordFactory {
  const followUp = reader.group.configs.pcsxConfig.applicationFollowUpConfig;
  const stages = resolveStages(followUp.stages, reader.locale);
  return (row, position) => {
    const history = records.histories.get(row.id) ?? [];
    const interviewEvents = records.interviewEvents.get(row.id) ?? [];
    const survey = !followUp.surveyEnabled
      ? 'none'
      : records.surveys.has(row.id)
        ? 'answered'
        : isInactiveStatus(row.status) || interviewEvents.some(({ kind }) => kind === 'completed')
          ? 'open'
          : 'none';
    const messages = records.messages.get(row.id) ?? { count: 0, unread: 0 };
    return {
      id: row.id,
      positionId: row.positionId,
      position: toCandidateListRecord(position, reader.now, records.saved.has(position.id)),
      status: row.status as ApplicationStatus,
      submittedAt: row.submittedAt.toISOString(),
      statusHistory: history.map(({ status, at, reasonId, note }) => ({
        status: status as ApplicationStatus,
        at: at.toISOString(),
        reason: reasonText(followUp, { reasonId, note }, reader.locale),
      })),
      stage: currentStage(stages, row.status),
      stages: stagePath(stages, row.status, history),
      expectedBy: isInactiveStatus(row.status) ? null : (row.expectedBy?.toISOString() ?? null),
      updates: (records.updates.get(row.id) ?? []).map((update) => ({
        kind: update.kind as ApplicationUpdateKind,
        at: update.at.toISOString(),
        expectedBy: update.expectedBy?.toISOString() ?? null,
        note: update.note,
      })),
      messageCount: messages.count,
      unreadMessages: messages.unread,
      survey,
      interviewEvents: interviewEvents.map((event) => ({
        interviewId: event.interviewId,
        kind: event.kind as InterviewEventKind,
        at: event.at.toISOString(),
        startsAt: event.startsAt?.toISOString() ?? null,
      })),
    };
  };
}

export async function describeApplication(
  reader: ApplicationReader,
  row: ApplicationSummaryRow,
  position: PositionSummaryRow,
): Promise<Application> {
  const records = await readApplicationRecords(reader, [row.id], [position.id]);
  return applicationFactory(reader, records)(row, position);
}

const readerOf = (scope: CandidateScope): ApplicationReader => ({
  db: scope.db,
  group: scope.group,
  locale: scope.locale,
  candidateId: scope.candidate.id,
  now: scope.now,
});

// The application's own page: the candidate's, in their group; any other answers 404.
export async function getApplication(
  scope: CandidateScope,
  applicationId: string,
): Promise<Application> {
  const found = await findCandidateApplication(
    scope.db,
    scope.group.id,
    scope.candidate.id,
    applicationId,
  );
  if (!found) throw new AppError('not_found', 'Not found');
  return describeApplication(readerOf(scope), found.application, found.position);
}

// A visitor on a site that turned logged-out apply off is asked to log in first.
function requireApplicant(scope: RequestScope): void {
  if (!scope.candidate && !scope.group.configs.pcsxConfig.applyConfig.loggedOutApplyEnabled) {
    throw new AppError('login_required', MESSAGES.sessionTimedOut);
  }
}

export async function getApplyPage(scope: RequestScope, linkId: string) {
  requireApplicant(scope);
  const { db, group, candidate, now } = scope;
  // Private positions answer only to their key: without it, the job does not exist (404).
  const row = await findPositionRowForLink(db, group.id, linkId);
  if (!row) throw new AppError('not_found', MESSAGES.positionNotFound);
  const saved = await savedPositionIds(db, candidate?.id ?? null, [row.id]);
  const position = toCandidateListRecord(row, now, saved.has(row.id));
  const applied = candidate ? await findApplication(db, candidate.id, row.id) : null;
  const closed = {
    position,
    application: null,
    form: null,
    definitionJson: '',
    draft: null,
    prefillJson: '{}',
    candidateCountry: null,
  };
  if (applied && candidate) {
    const application = await describeApplication(
      { db, group, locale: scope.locale, candidateId: candidate.id, now },
      applied,
      row,
    );
    return { ...closed, state: 'applied' as ApplyState, application };
  }
  if (!isPositionOpen(row, now)) return { ...closed, state: 'closed' as ApplyState };
  const form = await applicationForm(scope, row);
  const draft = candidate ? await findDraft(db, candidate.id, row.id) : null;
  const profile = candidate ? await fromProfile(db, candidate, form.definition) : null;
  return {
    ...closed,
    state: 'open' as ApplyState,
    form: form.info,
    definitionJson: JSON.stringify(form.definition),
    draft: draft
      ? { valuesJson: JSON.stringify(draft.answers), updatedAt: draft.updatedAt.toISOString() }
      : null,
    prefillJson: JSON.stringify(profile?.answers ?? {}),
    candidateCountry: profile?.country ?? null,
  };
}

// The open position a candidate may still apply to: 404 unknown, 410 closed, 409 applied.
function requireApplicable<T extends ApplyTarget>(target: T | null, now: Date): T {
  if (!target) throw new AppError('not_found', MESSAGES.positionNotFound);
  if (!isPositionOpen(target, now)) throw new AppError('gone', MESSAGES.positionClosed);
  if (target.isApplied) throw new AppError('conflict', APPLY_MESSAGES.alreadyApplied);
  return target;
}

// A draft save's checks, from the cache (decision 020): the position until the group's
// positions change, whether the candidate applied until they apply. A submit reads both anew.
async function draftTarget(scope: CandidateScope, linkId: string): Promise<ApplyTarget> {
  const { db, cache, group, candidate } = scope;
  const link = parsePositionLink(linkId);
  const position =
    link &&
    (await cache.read(
      positionsOwner(group.id),
      `apply-position:${group.id}:${'id' in link ? link.id : link.privateKey}`,
      () => findApplyPosition(db, group.id, link),
    ));
  if (!position) return requireApplicable(null, scope.now);
  const isApplied = await cache.read(
    applicationsOwner(candidate.id),
    `applied:${candidate.id}:${position.id}`,
    () => hasApplied(db, candidate.id, position.id),
  );
  return requireApplicable({ ...position, isApplied }, scope.now);
}

function refuse(errors: Record<string, string>): never {
  throw new AppError('validation_failed', FORM_MESSAGES.notValid, { fieldErrors: errors });
}

// Decision 020: the drafts that candidates save at the same moment are committed together.
export type DraftWriter = GroupCommit<DraftUpsert>;

export function createDraftWriter(db: Database): DraftWriter {
  return createGroupCommit((rows) => upsertDrafts(db, rows));
}

export type DraftScope = CandidateScope & { drafts: DraftWriter };

export async function saveDraftApplication(
  scope: DraftScope,
  input: { positionId: string; values: FormValues },
): Promise<{ positionId: number; updatedAt: string }> {
  const { positionId: linkId, values } = input;
  const row = await draftTarget(scope, linkId);
  const form = await applicationForm(scope, row);
  const files = await storedFilesFor(
    scope,
    scope.group.id,
    scope.candidate.id,
    form.definition,
    values,
  );
  const { answers, errors } = draftAnswers(form.definition, values, files, scope.locale);
  if (Object.keys(errors).length > 0) refuse(errors);
  await scope.drafts.add({
    candidateId: scope.candidate.id,
    positionId: row.id,
    groupId: scope.group.id,
    answers,
    updatedAt: scope.now,
  });
  return { positionId: row.id, updatedAt: scope.now.toISOString() };
}

export async function listDraftApplications(scope: CandidateScope): Promise<DraftApplication[]> {
  const rows = await listDraftsWithPositions(scope.db, scope.group.id, scope.candidate.id);
  const saved = await savedPositionIds(
    scope.db,
    scope.candidate.id,
    rows.map(({ position }) => position.id),
  );
  return rows.map(({ updatedAt, position }) => ({
    positionId: position.id,
    position: toCandidateListRecord(position, scope.now, saved.has(position.id)),
    updatedAt: updatedAt.toISOString(),
  }));
}

// A draft that is already gone is no failure: the list shows what is left.
export async function deleteDraftApplication(
  scope: CandidateScope,
  linkId: string,
): Promise<number[]> {
  const positionId = await findPositionIdForLink(scope.db, scope.group.id, linkId);
  const deleted = await scope.db.transaction((tx) =>
    deleteDraft(tx, scope.candidate.id, positionId),
  );
  return deleted ? [positionId] : [];
}

// Checked against the form's current version with the toolkit's rules, then stored with its
// first status, the draft removed and the candidate notified, in one transaction. The same
// idempotency key again answers the application it made.
export async function submitApplication(
  scope: ApplyScope,
  input: { positionId: string; values: FormValues; idempotencyKey: string },
): Promise<Application> {
  const { db, group, candidate, now } = scope;
  const { positionId: linkId, values, idempotencyKey } = input;
  const link = parsePositionLink(linkId);
  const target = link && (await findApplyTargetWithRecord(db, group.id, link, candidate.id));
  // The same key again answers the application it made, even once the job has closed.
  const replay =
    target?.isApplied && (await findApplicationByKey(db, candidate.id, idempotencyKey));
  const reader = readerOf(scope);
  if (target && replay) return describeApplication(reader, replay, target);
  const position = requireApplicable(target, now);
  const form = await applicationForm(scope, position);
  const files = await storedFilesFor(scope, group.id, candidate.id, form.definition, values);
  const { answers, errors } = checkAnswers(form.definition, values, {
    locale: scope.locale,
    today: scope.today,
    files,
  });
  if (Object.keys(errors).length > 0) refuse(errors);
  const stored = await db.transaction(async (tx) => {
    const inserted = await insertApplication(tx, {
      groupId: group.id,
      candidateId: candidate.id,
      positionId: position.id,
      formVersionId: form.versionId,
      answers,
      status: 'Submitted',
      idempotencyKey,
      submittedAt: now,
      // "Expect an update by": the first stage's time from now.
      expectedBy: expectedByAfter(
        group.configs.pcsxConfig.applicationFollowUpConfig,
        'Submitted',
        now,
      ),
    });
    if (!inserted) {
      // Another request won the race (PostgreSQL waited for it): the same click answers what
      // it stored; anything else for this job is a second application.
      const winner = await findApplicationByKey(tx, candidate.id, idempotencyKey);
      if (winner) return { application: winner, isNew: false };
      throw new AppError('conflict', APPLY_MESSAGES.alreadyApplied);
    }
    await deleteDraft(tx, candidate.id, position.id);
    await notifyCandidate(tx, { group, publicOrigin: scope.publicOrigin }, candidate, {
      category: 'application',
      type: 'informational',
      message: { key: 'application.submitted', params: { position: position.title } },
      redirectUrl: '/careers/applications',
    });
    return { application: inserted, isNew: true };
  });
  const { application, isNew } = stored;
  if (!isNew) return describeApplication(reader, application, position);
  // What was just written: its one status, and the save mark read with the position.
  const history = [
    { status: application.status, at: application.submittedAt, reasonId: null, note: null },
  ];
  return applicationFactory(reader, {
    histories: new Map([[application.id, history]]),
    interviewEvents: new Map(),
    updates: new Map(),
    messages: new Map(),
    surveys: new Set(),
    saved: position.isSaved ? new Set([position.id]) : new Set(),
  })(application, position);
}

export async function dashboardApplications(scope: CandidateScope) {
  const { db, group, candidate, now } = scope;
  const rows = await listApplicationsWithPositions(db, group.id, candidate.id);
  const records = await readApplicationRecords(
    readerOf(scope),
    rows.map(({ application }) => application.id),
    rows.map(({ position }) => position.id),
  );
  const toApplication = applicationFactory(readerOf(scope), records);
  const all = rows.map(({ application, position }) => ({
    application: toApplication(application, position),
    isActive:
      !INACTIVE_APPLICATION_STATUSES.includes(application.status as ApplicationStatus) &&
      isPositionOpen(position, now),
  }));
  return {
    applications: all.filter((entry) => entry.isActive).map((entry) => entry.application),
    inactiveApplications: all.filter((entry) => !entry.isActive).map((entry) => entry.application),
  };
}
