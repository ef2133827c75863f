import {
  type FormInfo,
  type FormTask,
  type FormTaskStatus,
  type FormsCenterTab,
} from '@careers/contracts';
import type { FormDefinition, FormValues } from '@careers/forms/core';
import type { Database } from '../../db/database';
import type { ReadCache } from '../../shared/read-cache';
import { AppError, MESSAGES } from '../../shared/app-error';
import type { CandidateScope, RequestScope } from '../auth/auth.public';
import { findCandidateByEmail } from '../candidates/candidates.public';
import { notifyCandidate, type NotifySite } from '../notifications/notifications.public';
import { setPositionApplicationFormId } from '../positions/positions.public';
import { checkAnswers, draftAnswers, fileIdsIn, type StoredFileInfo } from './form-answers';
import { parseFormFile } from './form-file';
import {
  countTasks,
  findForm,
  findFormVersion,
  findFormVersionById,
  findStoredFiles,
  findTask,
  completeTask,
  insertFormVersion,
  listTasks,
  updateTask,
  upsertTask,
  type FormRow,
  type FormTaskRow,
} from './forms.repository';

// The forms center and the form view (docs/product/apply-and-drafts.md).

// Answers are checked as the browser checks them: its words (the scope's locale) and the
// candidate's day for date rules (see requestToday).
export type AnswerScope = CandidateScope & { today: string };

export const FORM_MESSAGES = {
  notFound: 'This form does not exist.',
  alreadySubmitted: 'This form has already been submitted.',
  hostedElsewhere: 'This form is filled in on another site.',
  notValid: 'Some answers need your attention.',
} as const;

// ---- The employer's side: `careers forms import` and `careers forms assign` ----

export async function importForm(
  db: Database,
  groupId: string,
  file: unknown,
  now: Date,
): Promise<{ id: string; version: number }> {
  const form = parseFormFile(file);
  const version = await db.transaction((tx) =>
    insertFormVersion(tx, {
      groupId,
      id: form.id,
      title: form.title,
      layout: form.layout,
      isPublic: form.isPublic,
      embedUrl: form.embedUrl,
      definition: form.definition,
      now,
    }),
  );
  return { id: form.id, version };
}

// The candidate is told in the bell (and by mail) with a link to the form, in the same
// transaction as the assignment.
export async function assignForm(
  db: Database,
  site: NotifySite,
  input: { email: string; formId: string; dueAt: Date | null; now: Date },
): Promise<FormTaskRow> {
  const groupId = site.group.id;
  return db.transaction(async (tx) => {
    const candidate = await findCandidateByEmail(tx, groupId, input.email.trim().toLowerCase());
    if (!candidate) throw new AppError('not_found', `No candidate ${input.email} in this group.`);
    const form = await findForm(tx, groupId, input.formId);
    if (!form) throw new AppError('not_found', FORM_MESSAGES.notFound);
    const task = await upsertTask(tx, {
      groupId,
      candidateId: candidate.id,
      formId: input.formId,
      dueAt: input.dueAt,
      now: input.now,
    });
    await notifyCandidate(tx, site, candidate, {
      category: 'form',
      type: 'action_required',
      message: { key: 'form.assigned', params: { form: form.title } },
      redirectUrl: `/careers/forms?form_id=${encodeURIComponent(form.id)}`,
    });
    return task;
  });
}

// `careers forms assign --position`: the position's own application form (null: the group's).
export async function assignApplicationForm(
  db: Database,
  groupId: string,
  positionId: number,
  formId: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (formId !== null && !(await findForm(tx, groupId, formId))) {
      throw new AppError('not_found', FORM_MESSAGES.notFound);
    }
    if (!(await setPositionApplicationFormId(tx, groupId, positionId, formId))) {
      throw new AppError('not_found', MESSAGES.positionNotFound);
    }
  });
}

// ---- The candidate's side ----

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toFormTask(row: FormTaskRow, title: string): FormTask {
  return {
    formId: row.formId,
    title,
    status: row.status as FormTaskStatus,
    dueAt: iso(row.dueAt),
    assignedAt: row.assignedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: iso(row.completedAt),
  };
}

export async function listForms(
  scope: CandidateScope,
  input: { tab: FormsCenterTab; includeTabList: boolean },
) {
  const { db, group, candidate } = scope;
  const rows = await listTasks(db, group.id, candidate.id, input.tab === 'completed');
  const forms = rows.map((row) => toFormTask(row, row.title));
  if (!input.includeTabList) return { forms };
  const counts = await countTasks(db, group.id, candidate.id);
  return {
    forms,
    tabs: [
      { id: 'to_do' as const, count: counts.toDo },
      { id: 'completed' as const, count: counts.completed },
    ],
  };
}

type OpenedForm = {
  form: FormRow;
  task: FormTaskRow | null;
  versionId: number;
  version: number;
  definition: FormDefinition;
};

// A form the asker may open: public, or assigned to them. Anything else reads as absent (404),
// and a visitor asking for anything but a public form is asked to log in.
async function openForm(scope: RequestScope, formId: string): Promise<OpenedForm> {
  const { db, group, candidate } = scope;
  const form = await findForm(db, group.id, formId);
  const task = candidate ? await findTask(db, candidate.id, formId) : null;
  // Unknown or private alike, so a visitor learns nothing about which private forms exist.
  if (candidate === null && !form?.isPublic) {
    throw new AppError('login_required', MESSAGES.sessionTimedOut);
  }
  if (!form || (!form.isPublic && (!task || task.groupId !== group.id))) {
    throw new AppError('not_found', FORM_MESSAGES.notFound);
  }
  // Answers stay with the version they were started on.
  const row = task?.formVersionId
    ? await findFormVersionById(db, task.formVersionId)
    : await findFormVersion(db, group.id, formId, form.currentVersion);
  if (!row) throw new AppError('not_found', FORM_MESSAGES.notFound);
  return {
    form,
    task,
    versionId: row.id,
    version: row.version,
    definition: row.definition as unknown as FormDefinition,
  };
}

function formInfo(opened: OpenedForm): FormInfo {
  const { form } = opened;
  return {
    id: form.id,
    title: form.title,
    version: opened.version,
    layout: form.layout === 'stepper' ? 'stepper' : 'simple',
    isPublic: form.isPublic,
    embedUrl: form.embedUrl,
  };
}

export async function getForm(scope: RequestScope, formId: string) {
  const opened = await openForm(scope, formId);
  return {
    form: formInfo(opened),
    definitionJson: JSON.stringify(opened.definition),
    task: opened.task ? toFormTask(opened.task, opened.form.title) : null,
    valuesJson: JSON.stringify(opened.task?.answers ?? {}),
  };
}

// An upload never changes once stored (decision 020 keeps what a draft names); ids not all
// found are asked again next time, since an upload may land in between.
export async function storedFilesFor(
  reader: { db: Database; cache: ReadCache },
  groupId: string,
  candidateId: string,
  definition: FormDefinition,
  values: FormValues,
): Promise<Map<string, StoredFileInfo>> {
  const ids = fileIdsIn(definition, values);
  if (ids.length === 0) return new Map();
  const key = `files:${groupId}:${candidateId}:${[...ids].sort().join(',')}`;
  const cached = reader.cache.get(key) as StoredFileInfo[] | undefined;
  const rows = cached ?? (await findStoredFiles(reader.db, groupId, candidateId, ids));
  if (!cached && rows.length === new Set(ids).size) reader.cache.set(candidateId, key, rows);
  return new Map(rows.map((row) => [row.id, row]));
}

function refuse(errors: Record<string, string>): never {
  throw new AppError('validation_failed', FORM_MESSAGES.notValid, { fieldErrors: errors });
}

async function candidateTask(
  tx: Database,
  scope: CandidateScope,
  opened: OpenedForm,
): Promise<FormTaskRow> {
  return (
    opened.task ??
    (await upsertTask(tx, {
      groupId: scope.group.id,
      candidateId: scope.candidate.id,
      formId: opened.form.id,
      dueAt: null,
      now: scope.now,
    }))
  );
}

function assertFillable(opened: OpenedForm): void {
  if (opened.form.embedUrl) throw new AppError('conflict', FORM_MESSAGES.hostedElsewhere);
}

// Saved for later: in_progress, no rules yet.
export async function saveForm(
  scope: CandidateScope,
  input: { id: string; values: FormValues },
): Promise<FormTask> {
  const opened = await openForm(scope, input.id);
  assertFillable(opened);
  if (opened.task?.status === 'completed') {
    throw new AppError('conflict', FORM_MESSAGES.alreadySubmitted);
  }
  const files = await storedFilesFor(
    scope,
    scope.group.id,
    scope.candidate.id,
    opened.definition,
    input.values,
  );
  const { answers, errors } = draftAnswers(opened.definition, input.values, files, scope.locale);
  if (Object.keys(errors).length > 0) refuse(errors);
  const row = await scope.db.transaction(async (tx) =>
    updateTask(tx, (await candidateTask(tx, scope, opened)).id, {
      status: 'in_progress',
      answers,
      formVersionId: opened.versionId,
      updatedAt: scope.now,
    }),
  );
  return toFormTask(row, opened.form.title);
}

// Checked against the stored version with the toolkit's rules; completed once. The same key
// again is answered as the first time (a double click, a retried request).
export async function submitForm(
  scope: AnswerScope,
  input: { id: string; values: FormValues; idempotencyKey: string },
): Promise<FormTask> {
  const { id: formId, values, idempotencyKey } = input;
  const opened = await openForm(scope, formId);
  assertFillable(opened);
  if (opened.task?.status === 'completed') {
    if (opened.task.idempotencyKey === idempotencyKey) {
      return toFormTask(opened.task, opened.form.title);
    }
    throw new AppError('conflict', FORM_MESSAGES.alreadySubmitted);
  }
  const files = await storedFilesFor(
    scope,
    scope.group.id,
    scope.candidate.id,
    opened.definition,
    values,
  );
  const { answers, errors } = checkAnswers(opened.definition, values, {
    locale: scope.locale,
    today: scope.today,
    files,
  });
  if (Object.keys(errors).length > 0) refuse(errors);
  const row = await scope.db.transaction(async (tx) => {
    const task = await candidateTask(tx, scope, opened);
    const completed = await completeTask(tx, task.id, {
      answers,
      formVersionId: opened.versionId,
      idempotencyKey,
      completedAt: scope.now,
    });
    if (completed) return completed;
    // Another request completed it meanwhile: that one stands, and the same click answers it.
    const winner = await findTask(tx, scope.candidate.id, formId);
    if (winner?.idempotencyKey === idempotencyKey) return winner;
    throw new AppError('conflict', FORM_MESSAGES.alreadySubmitted);
  });
  return toFormTask(row, opened.form.title);
}
