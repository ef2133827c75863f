import { randomUUID } from 'node:crypto';
import { FILE_UPLOAD_MAX_BYTES, UPLOAD_REFUSALS } from '@careers/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import { sha256Hex } from '../../shared/sha256';
import type { CandidateScope } from '../auth/auth.public';
import { checkUpload, type FileStore, UPLOAD_PROBLEM_MESSAGES } from '../files/files.public';
import { insertStoredFile, type StoredFileRow } from './forms.repository';

// An upload for an answer. It is what its bytes say and within the size limit, or it is refused
// before anything is stored, in words the browser knows (UPLOAD_REFUSALS).

export type UploadScope = CandidateScope & { files: FileStore };

export async function storeUpload(
  scope: UploadScope,
  input: { name: string; content: string },
): Promise<{ fileId: string; name: string; size: number; type: string }> {
  const bytes = Buffer.from(input.content, 'base64');
  const refuse = (message: string): never => {
    throw new AppError('validation_failed', message, { fieldErrors: { content: message } });
  };
  if (bytes.length === 0) refuse(UPLOAD_REFUSALS.empty);
  if (bytes.length > FILE_UPLOAD_MAX_BYTES) refuse(UPLOAD_REFUSALS.tooLarge);
  const checked = await checkUpload(bytes, input.name);
  if (!checked.ok) {
    return refuse(
      checked.problem === 'type'
        ? UPLOAD_REFUSALS.notAllowed
        : UPLOAD_PROBLEM_MESSAGES[checked.problem],
    );
  }
  const stored = await putCandidateFile(
    {
      files: scope.files,
      groupId: scope.group.id,
      candidateId: scope.candidate.id,
      now: scope.now,
    },
    { name: checked.name, contentType: checked.type.contentType, bytes },
  );
  const row = await scope.db.transaction((tx) => stored.record(tx));
  return { fileId: row.id, name: row.name, size: row.size, type: row.contentType };
}

// A file of the candidate's (an answer's upload, a resume, a profile photo), in two steps: its
// bytes go to the store now, and `record` writes its row in the caller's transaction. The bytes
// first: a row never names a file that is not there. A row that never comes (the insert failing)
// leaves only unreferenced bytes behind.
export async function putCandidateFile(
  scope: { files: FileStore; groupId: string; candidateId: string; now: Date },
  file: { name: string; contentType: string; bytes: Buffer },
): Promise<{ fileId: string; record: (tx: Database) => Promise<StoredFileRow> }> {
  const fileId = randomUUID();
  const storageKey = `${scope.groupId}/${fileId}`;
  await scope.files.put(storageKey, file.bytes, file.contentType);
  return {
    fileId,
    record: (tx) =>
      insertStoredFile(tx, {
        id: fileId,
        groupId: scope.groupId,
        candidateId: scope.candidateId,
        name: file.name,
        contentType: file.contentType,
        size: file.bytes.length,
        sha256: sha256Hex(file.bytes),
        storageKey,
        createdAt: scope.now,
      }),
  };
}
