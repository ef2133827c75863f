import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { formTasks, formVersions, forms, storedFiles } from '../../db/schema';
import { dashboardOwner, forgetOwner, formsOwner } from '../../shared/read-cache';

export type FormRow = typeof forms.$inferSelect;
export type FormVersionRow = typeof formVersions.$inferSelect;
export type FormTaskRow = typeof formTasks.$inferSelect;

export async function findForm(db: Database, groupId: string, formId: string) {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.groupId, groupId), eq(forms.id, formId)));
  return row ?? null;
}

// A version never changes once imported, so its parsed definition is kept by row id: a draft
// save reads its form without moving its JSON out of the database again.
const definitions = new Map<number, Record<string, unknown>>();
const MAX_CACHED_DEFINITIONS = 1000;

async function withDefinition(
  db: Database,
  row: Omit<FormVersionRow, 'definition'> | undefined,
): Promise<FormVersionRow | null> {
  if (!row) return null;
  let definition = definitions.get(row.id);
  if (!definition) {
    const [stored] = await db
      .select({ definition: formVersions.definition })
      .from(formVersions)
      .where(eq(formVersions.id, row.id));
    if (!stored) return null;
    definition = stored.definition;
    if (definitions.size >= MAX_CACHED_DEFINITIONS) definitions.clear();
    definitions.set(row.id, definition);
  }
  return { ...row, definition };
}

const versionColumns = {
  id: formVersions.id,
  groupId: formVersions.groupId,
  formId: formVersions.formId,
  version: formVersions.version,
  createdAt: formVersions.createdAt,
};

export async function findFormVersion(
  db: Database,
  groupId: string,
  formId: string,
  version: number,
): Promise<FormVersionRow | null> {
  const [row] = await db
    .select(versionColumns)
    .from(formVersions)
    .where(
      and(
        eq(formVersions.groupId, groupId),
        eq(formVersions.formId, formId),
        eq(formVersions.version, version),
      ),
    );
  return withDefinition(db, row);
}

export async function findFormVersionById(db: Database, id: number) {
  const [row] = await db.select(versionColumns).from(formVersions).where(eq(formVersions.id, id));
  return withDefinition(db, row);
}

// A new version of the form (the first creates it); older versions stay for the answers made
// against them.
export async function insertFormVersion(
  db: Database,
  input: Omit<FormRow, 'currentVersion' | 'updatedAt'> & {
    definition: Record<string, unknown>;
    now: Date;
  },
): Promise<number> {
  const existing = await findForm(db, input.groupId, input.id);
  const version = (existing?.currentVersion ?? 0) + 1;
  await db.insert(formVersions).values({
    groupId: input.groupId,
    formId: input.id,
    version,
    definition: input.definition,
    createdAt: input.now,
  });
  const row = {
    title: input.title,
    layout: input.layout,
    isPublic: input.isPublic,
    embedUrl: input.embedUrl,
    currentVersion: version,
    updatedAt: input.now,
  };
  await db
    .insert(forms)
    .values({ groupId: input.groupId, id: input.id, ...row })
    .onConflictDoUpdate({ target: [forms.groupId, forms.id], set: row });
  forgetOwner(formsOwner(input.groupId), db);
  return version;
}

export async function findTask(db: Database, candidateId: string, formId: string) {
  const [row] = await db
    .select()
    .from(formTasks)
    .where(and(eq(formTasks.candidateId, candidateId), eq(formTasks.formId, formId)));
  return row ?? null;
}

// Assigning again moves the due date; answers and status stay.
export async function upsertTask(
  db: Database,
  input: { groupId: string; candidateId: string; formId: string; dueAt: Date | null; now: Date },
): Promise<FormTaskRow> {
  const [row] = await db
    .insert(formTasks)
    .values({ ...input, assignedAt: input.now, updatedAt: input.now })
    .onConflictDoUpdate({
      target: [formTasks.candidateId, formTasks.formId],
      set: { dueAt: input.dueAt, updatedAt: input.now },
    })
    .returning();
  if (!row) throw new Error('The task was not stored.');
  forgetOwner(dashboardOwner(row.candidateId), db);
  return row;
}

export async function updateTask(
  db: Database,
  id: string,
  set: Partial<
    Pick<
      FormTaskRow,
      'status' | 'answers' | 'formVersionId' | 'idempotencyKey' | 'updatedAt' | 'completedAt'
    >
  >,
): Promise<FormTaskRow> {
  const [row] = await db.update(formTasks).set(set).where(eq(formTasks.id, id)).returning();
  if (!row) throw new Error('The task is gone.');
  forgetOwner(dashboardOwner(row.candidateId), db);
  return row;
}

// Completes a task unless another request already did (null then): one statement, so two
// submits racing on PostgreSQL cannot both complete it.
export async function completeTask(
  db: Database,
  id: string,
  set: Pick<FormTaskRow, 'answers' | 'formVersionId' | 'idempotencyKey'> & { completedAt: Date },
): Promise<FormTaskRow | null> {
  const [row] = await db
    .update(formTasks)
    .set({ ...set, status: 'completed', updatedAt: set.completedAt })
    .where(and(eq(formTasks.id, id), sql`${formTasks.status} <> 'completed'`))
    .returning();
  if (row) forgetOwner(dashboardOwner(row.candidateId), db);
  return row ?? null;
}

export type TaskListRow = FormTaskRow & { title: string };

export async function listTasks(
  db: Database,
  groupId: string,
  candidateId: string,
  completed: boolean,
): Promise<TaskListRow[]> {
  const done = eq(formTasks.status, 'completed');
  const rows = await db
    .select({ task: formTasks, title: forms.title })
    .from(formTasks)
    .innerJoin(forms, and(eq(forms.groupId, formTasks.groupId), eq(forms.id, formTasks.formId)))
    .where(
      and(
        eq(formTasks.groupId, groupId),
        eq(formTasks.candidateId, candidateId),
        completed ? done : sql`not ${done}`,
      ),
    )
    .orderBy(
      ...(completed
        ? [desc(formTasks.completedAt)]
        : [sql`${formTasks.dueAt} asc nulls last`, asc(formTasks.assignedAt)]),
    );
  return rows.map(({ task, title }) => ({ ...task, title }));
}

export async function countTasks(db: Database, groupId: string, candidateId: string) {
  const rows = await db
    .select({ status: formTasks.status, total: count() })
    .from(formTasks)
    .where(and(eq(formTasks.groupId, groupId), eq(formTasks.candidateId, candidateId)))
    .groupBy(formTasks.status);
  const completed = rows.find((row) => row.status === 'completed')?.total ?? 0;
  const all = rows.reduce((sum, row) => sum + row.total, 0);
  return { toDo: all - completed, completed };
}

export type StoredFileRow = typeof storedFiles.$inferSelect;

export async function insertStoredFile(
  db: Database,
  row: typeof storedFiles.$inferInsert,
): Promise<StoredFileRow> {
  const [stored] = await db.insert(storedFiles).values(row).returning();
  if (!stored) throw new Error('The file was not recorded.');
  return stored;
}

// One of the candidate's uploads goes, and what names it by key with it (a resume row by ON DELETE
// CASCADE, a profile's photo by SET NULL); its bytes are the caller's to remove after the commit.
export async function deleteStoredFile(
  db: Database,
  candidateId: string,
  fileId: string,
): Promise<void> {
  await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.candidateId, candidateId), eq(storedFiles.id, fileId)));
  // Decision 020: a draft's answers may name the file, and what they name is kept in the cache.
  forgetOwner(candidateId, db);
}

// The candidate's own uploads among these ids; anyone else's are simply not found.
export async function findStoredFiles(
  db: Database,
  groupId: string,
  candidateId: string,
  ids: readonly string[],
): Promise<StoredFileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.groupId, groupId),
        eq(storedFiles.candidateId, candidateId),
        inArray(storedFiles.id, [...ids]),
      ),
    );
}

// The demo's tasks (seed): written as given, the same row again on every seed.
export async function seedTask(
  db: Database,
  row: Pick<
    FormTaskRow,
    | 'groupId'
    | 'candidateId'
    | 'formId'
    | 'status'
    | 'dueAt'
    | 'answers'
    | 'formVersionId'
    | 'assignedAt'
    | 'completedAt'
  >,
): Promise<void> {
  const values = { ...row, updatedAt: row.completedAt ?? row.assignedAt };
  forgetOwner(dashboardOwner(row.candidateId), db);
  await db
    .insert(formTasks)
    .values(values)
    .onConflictDoUpdate({ target: [formTasks.candidateId, formTasks.formId], set: values });
}
