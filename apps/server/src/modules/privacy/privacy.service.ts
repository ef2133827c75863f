import { forgetCandidate } from '../../shared/read-cache';
import { AppError } from '../../shared/app-error';
import { createRandomToken } from '../../shared/tokens';
import type { CandidateScope } from '../auth/auth.public';
import type { FileStore } from '../files/files.public';
import { erasePersonalRows, personalRows } from './personal-data.repository';

export const MY_DATA_FORMAT = 'careers-my-data/1';

// The candidate's uploads are in the file store, which the request's scope does not carry.
export type PrivacyScope = CandidateScope & { files: FileStore };

// Bytes (an offer's PDF) read as base64 in the copy, not as a list of numbers.
function jsonValue(_key: string, value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'Buffer' &&
    Array.isArray((value as { data?: unknown }).data)
  ) {
    return Buffer.from((value as { data: number[] }).data).toString('base64');
  }
  return value;
}

/**
 * "Download my data": every row about the candidate in every table that holds any
 * (personal-data.repository.ts), with the files they uploaded from the file store and the offer
 * files from the database, base64 — as one JSON document.
 */
export async function exportMyData(
  scope: PrivacyScope,
): Promise<{ fileName: string; json: string }> {
  const { group, candidate, now } = scope;
  const tables = await personalRows(scope.db, {
    groupId: group.id,
    candidateId: candidate.id,
    email: candidate.email,
  });
  const uploads = await Promise.all(
    (tables.stored_files ?? []).map(async (row) => {
      const stored = await scope.files.get(String(row.storageKey));
      return {
        id: row.id,
        name: row.name,
        contentType: row.contentType,
        base64: stored ? stored.bytes.toString('base64') : null,
      };
    }),
  );
  const document = {
    format: MY_DATA_FORMAT,
    exportedAt: now.toISOString(),
    site: group.domain,
    company: group.companyName,
    email: candidate.email,
    tables,
    uploads,
  };
  const day = now.toISOString().slice(0, 10);
  return {
    fileName: `my-data-${group.domain}-${day}.json`,
    json: JSON.stringify(document, jsonValue, 2),
  };
}

const ERASE_MESSAGES = {
  confirm: 'Type your e-mail address exactly as it is on your account to confirm.',
} as const;

/**
 * "Delete my account": the candidate types their e-mail address; then, in one transaction,
 * everything about them is deleted but the applications the employer keeps, made anonymous
 * (erasePersonalRows), and their sessions end. Uploaded files leave the file store after the
 * commit. Logging in with the same address later starts a new account.
 */
export async function eraseAccount(scope: PrivacyScope, confirmation: string): Promise<void> {
  const { group, candidate } = scope;
  if (confirmation.trim().toLowerCase() !== candidate.email.toLowerCase()) {
    throw new AppError('validation_failed', ERASE_MESSAGES.confirm, {
      fieldErrors: { confirmation: ERASE_MESSAGES.confirm },
    });
  }
  const { storageKeys } = await scope.db.transaction(async (tx) =>
    erasePersonalRows(
      tx,
      { groupId: group.id, candidateId: candidate.id, email: candidate.email },
      `erased-${createRandomToken(12).toLowerCase()}@erased.invalid`,
      createRandomToken(16),
    ),
  );
  // Again after the commit: on PostgreSQL a request may have read the old rows meanwhile.
  forgetCandidate(candidate.id);
  for (const key of storageKeys) {
    await scope.files.delete(key).catch((error: unknown) => {
      scope.log.warn({ err: error, key }, 'an erased candidate’s file stayed in the file store');
    });
  }
}
