import { randomUUID } from 'node:crypto';
import {
  PROFILE_SECTIONS,
  RESUMES_KEPT,
  RESUME_TYPES,
  type FileUploadConfig,
  type Profile,
  type Resume,
  type ResumeType,
} from '@careers/contracts';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { CandidateScope } from '../auth/auth.public';
import { updateCandidateFlags } from '../candidates/candidates.public';
import { checkUpload, type FileStore, UPLOAD_PROBLEM_MESSAGES } from '../files/files.public';
import { deleteStoredFile, putCandidateFile } from '../forms/forms.public';
import { fillProfile } from '../profile/profile.public';
import { parseResume } from './resume-parser';
import { extractResumeText } from './resume-text';
import { findResumeRow, insertResume, listResumeRows, type ResumeRow } from './resumes.repository';

// Resumes are kept in the file store, and checked against the group's upload settings.
export type ResumeScope = CandidateScope & { files: FileStore; config: FileUploadConfig };

const TYPE_NAMES: Record<ResumeType, string> = { pdf: 'PDF', docx: 'DOCX', txt: 'TXT' };

// The messages a refused resume answers with (422, on resume_content).
export const RESUME_MESSAGES = {
  empty: 'The file is empty.',
  tooLarge: (megabytes: number) => `The resume is larger than ${megabytes} MB.`,
  wrongType: (types: readonly ResumeType[]) =>
    `Upload your resume as ${new Intl.ListFormat('en', { type: 'disjunction' }).format(types.map((type) => TYPE_NAMES[type]))}.`,
  tooComplex: UPLOAD_PROBLEM_MESSAGES.unpacked,
  unreadable:
    'We could not read this resume. Check that it opens on your computer, or save it as PDF or TXT and try again.',
} as const;

function refuse(message: string): never {
  throw new AppError('validation_failed', message, { fieldErrors: { resume_content: message } });
}

const FilledSchema = z.array(z.enum(PROFILE_SECTIONS)).catch([]);

function toResume(row: ResumeRow): Resume {
  const type = (RESUME_TYPES as readonly string[]).includes(row.type)
    ? (row.type as ResumeType)
    : 'pdf';
  return {
    id: row.id,
    name: row.name,
    type,
    size: row.size,
    uploadedAt: row.createdAt.toISOString(),
    filled: FilledSchema.parse(row.filled),
  };
}

// The bytes of a data URL (the page reads the file as one).
function dataUrlBytes(content: string): Buffer {
  return Buffer.from(content.slice(content.indexOf(',') + 1), 'base64');
}

// What the resume is, by its bytes and name, or the message it is refused with.
async function checkResume(
  bytes: Uint8Array,
  name: string,
  allowed: readonly ResumeType[],
): Promise<{ type: ResumeType; name: string; contentType: string }> {
  const allowedType = (extension: string) =>
    allowed.find((candidate) => candidate === extension) ?? null;
  const checked = await checkUpload(bytes, name, (kind) => allowedType(kind.extension) !== null);
  if (!checked.ok) {
    if (checked.problem === 'type') return refuse(RESUME_MESSAGES.wrongType(allowed));
    return refuse(
      checked.problem === 'damaged'
        ? RESUME_MESSAGES.unreadable
        : UPLOAD_PROBLEM_MESSAGES[checked.problem],
    );
  }
  const type = allowedType(checked.type.extension);
  if (!type) return refuse(RESUME_MESSAGES.wrongType(allowed));
  return { type, name: checked.name, contentType: checked.type.contentType };
}

/**
 * Resume upload: the resume is checked by its bytes, read, stored, and what it says fills the
 * profile — file, resume and profile in one transaction, the bytes first so a row never names a
 * missing file. A candidate keeps the newest RESUMES_KEPT resumes.
 */
export async function uploadResume(
  scope: ResumeScope,
  input: { resumeFileName: string; resumeContent: string },
): Promise<{ candidate: Profile; resume: Resume }> {
  const bytes = dataUrlBytes(input.resumeContent);
  if (bytes.length === 0) refuse(RESUME_MESSAGES.empty);
  const maxBytes = Math.floor(scope.config.resumeMaxSizeMb * 1024 * 1024);
  if (bytes.length > maxBytes) refuse(RESUME_MESSAGES.tooLarge(scope.config.resumeMaxSizeMb));
  const { type, name, contentType } = await checkResume(
    bytes,
    input.resumeFileName,
    scope.config.allowedResumeTypes,
  );
  let text: string;
  try {
    text = await extractResumeText(bytes, type);
  } catch {
    return refuse(RESUME_MESSAGES.unreadable);
  }
  const parsed = parseResume(text);

  const stored = await putCandidateFile(
    {
      files: scope.files,
      groupId: scope.group.id,
      candidateId: scope.candidate.id,
      now: scope.now,
    },
    {
      name,
      contentType,
      bytes,
    },
  );
  const { profile, row, dropped } = await scope.db.transaction(async (tx) => {
    await stored.record(tx);
    const result = await fillProfile(tx, scope.candidate, parsed, scope.now);
    const id = randomUUID();
    await insertResume(tx, {
      id,
      candidateId: scope.candidate.id,
      fileId: stored.fileId,
      type,
      filled: result.filled,
      createdAt: scope.now,
    });
    // The boot data's profile.hasResume.
    await updateCandidateFlags(tx, scope.group.id, scope.candidate.id, { hasResume: true });
    const rows = await listResumeRows(tx, scope.candidate.id);
    const old = rows.slice(RESUMES_KEPT);
    for (const stale of old) await deleteStoredFile(tx, scope.candidate.id, stale.fileId);
    const uploaded = rows.find((candidate) => candidate.id === id);
    if (!uploaded) throw new Error('The resume was not recorded.');
    return { profile: result.profile, row: uploaded, dropped: old };
  });
  await removeBytes(scope.files, dropped);
  return { candidate: profile, resume: toResume(row) };
}

// After the rows are gone: bytes no row names any more. A failure leaves only unreferenced bytes.
async function removeBytes(files: FileStore, rows: readonly ResumeRow[]): Promise<void> {
  await Promise.all(rows.map((row) => files.delete(row.storageKey).catch(() => undefined)));
}

export async function listResumes(scope: CandidateScope): Promise<Resume[]> {
  return (await listResumeRows(scope.db, scope.candidate.id)).map(toResume);
}

// Another candidate's resume, or one already gone, is not found (404).
async function ownResume(db: Database, candidateId: string, id: string): Promise<ResumeRow> {
  const row = await findResumeRow(db, candidateId, id);
  if (!row) throw new AppError('not_found', 'Not found');
  return row;
}

export async function deleteResume(
  scope: CandidateScope & Pick<ResumeScope, 'files'>,
  id: string,
): Promise<Resume[]> {
  const { candidate } = scope;
  const row = await ownResume(scope.db, candidate.id, id);
  const left = await scope.db.transaction(async (tx) => {
    await deleteStoredFile(tx, candidate.id, row.fileId);
    const rows = await listResumeRows(tx, candidate.id);
    if (rows.length === 0) {
      await updateCandidateFlags(tx, scope.group.id, candidate.id, { hasResume: false });
    }
    return rows;
  });
  await removeBytes(scope.files, [row]);
  return left.map(toResume);
}

export async function resumeFile(
  scope: CandidateScope & Pick<ResumeScope, 'files'>,
  id: string,
): Promise<{ fileName: string; contentType: string; bytes: Uint8Array }> {
  const row = await ownResume(scope.db, scope.candidate.id, id);
  const stored = await scope.files.get(row.storageKey);
  if (!stored) throw new AppError('not_found', 'Not found');
  return { fileName: row.name, contentType: stored.contentType, bytes: stored.bytes };
}
