import { AVATAR_MAX_PIXELS, AVATAR_MIN_PIXELS, type Profile } from '@careers/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { CandidateScope } from '../auth/auth.public';
import { checkUpload, type FileStore, imageSize } from '../files/files.public';
import { deleteStoredFile, findStoredFiles, putCandidateFile } from '../forms/forms.public';
import { findProfileRow, lockCandidateRow, upsertProfileRow } from './profile.repository';
import { showProfile } from './profile.service';

// The profile photo, a PNG or JPEG checked by its bytes and its declared size.

// The photo's bytes are kept in the file store.
export type AvatarScope = CandidateScope & { files: FileStore };

export const AVATAR_MESSAGES = {
  notImage: 'Choose a photo in PNG or JPEG format.',
  badSize: `The photo must be between ${AVATAR_MIN_PIXELS} and ${AVATAR_MAX_PIXELS} pixels on each side.`,
} as const;

function refuse(message: string): never {
  throw new AppError('validation_failed', message, { fieldErrors: { content: message } });
}

// The photo a profile points at now, replaced in one transaction; the old one's bytes go after.
async function replaceAvatar(
  scope: AvatarScope,
  next: { fileId: string; write: (tx: Database) => Promise<void> } | null,
): Promise<Profile> {
  const { candidate } = scope;
  const old = await scope.db.transaction(async (tx) => {
    if (!(await lockCandidateRow(tx, scope.group.id, candidate.id))) {
      throw new AppError('not_found', 'Not found');
    }
    const previous = (await findProfileRow(tx, candidate.id))?.avatarFileId ?? null;
    if (next) await next.write(tx);
    await upsertProfileRow(tx, candidate.id, { avatarFileId: next?.fileId ?? null });
    const [stored] = previous
      ? await findStoredFiles(tx, scope.group.id, candidate.id, [previous])
      : [];
    if (stored) await deleteStoredFile(tx, candidate.id, stored.id);
    return stored ?? null;
  });
  if (old) await scope.files.delete(old.storageKey).catch(() => undefined);
  return showProfile(scope.db, candidate);
}

export async function setAvatar(
  scope: AvatarScope,
  input: { name: string; content: string },
): Promise<Profile> {
  const bytes = Buffer.from(input.content, 'base64');
  // The contract's limit on the base64 already holds the bytes to AVATAR_MAX_BYTES.
  const checked = await checkUpload(bytes, input.name, (type) =>
    type.contentType.startsWith('image/'),
  );
  if (!checked.ok) return refuse(AVATAR_MESSAGES.notImage);
  const size = imageSize(bytes);
  if (!size) return refuse(AVATAR_MESSAGES.notImage);
  const sides = [size.width, size.height];
  if (sides.some((side) => side < AVATAR_MIN_PIXELS || side > AVATAR_MAX_PIXELS)) {
    refuse(AVATAR_MESSAGES.badSize);
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
  return replaceAvatar(scope, {
    fileId: stored.fileId,
    write: async (tx) => {
      await stored.record(tx);
    },
  });
}

export function removeAvatar(scope: AvatarScope): Promise<Profile> {
  return replaceAvatar(scope, null);
}

// The photo's bytes, to its owner only, while it is their photo.
export async function avatarFile(
  scope: AvatarScope,
  fileId: string,
): Promise<{ contentType: string; bytes: Buffer }> {
  const current = (await findProfileRow(scope.db, scope.candidate.id))?.avatarFileId;
  const [stored] =
    current === fileId
      ? await findStoredFiles(scope.db, scope.group.id, scope.candidate.id, [fileId])
      : [];
  const object = stored ? await scope.files.get(stored.storageKey) : null;
  if (!object) throw new AppError('not_found', 'Not found');
  return object;
}
