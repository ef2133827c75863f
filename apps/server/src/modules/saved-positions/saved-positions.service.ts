import { SAVED_POSITIONS_MAX, type PositionLite } from '@careers/contracts';
import { AppError, MESSAGES } from '../../shared/app-error';
import type { CandidateScope } from '../auth/auth.public';
import {
  findPositionForLink,
  findPositionIdForLink,
  toCandidateListRecord,
} from '../positions/positions.public';
import {
  countSavedPositions,
  deleteSavedPosition,
  insertSavedPosition,
  listSavedPositionRows,
} from './saved-positions.repository';

export async function listSavedPositions(scope: CandidateScope): Promise<PositionLite[]> {
  const rows = await listSavedPositionRows(
    scope.db,
    scope.candidate.id,
    scope.group.id,
    SAVED_POSITIONS_MAX,
  );
  return rows.map((row) => toCandidateListRecord(row, scope.now, true));
}

// Saving reaches only what the candidate could open: a public position by its id, a private
// one by its link key, open (410 otherwise). Unsaving works on any position of the group, so a
// closed one can be taken off the list. Both are idempotent.
export async function setPositionSaved(
  scope: CandidateScope,
  input: { id: string; operation: 'save' | 'unsave' },
): Promise<{ positionId: number; isSaved: boolean }> {
  const { db, group, candidate, now } = scope;
  if (input.operation === 'unsave') {
    const positionId = await findPositionIdForLink(db, group.id, input.id);
    await deleteSavedPosition(db, candidate.id, positionId);
    return { positionId, isSaved: false };
  }
  const row = await findPositionForLink(db, group.id, input.id, now);
  await db.transaction(async (tx) => {
    if ((await countSavedPositions(tx, candidate.id)) >= SAVED_POSITIONS_MAX) {
      throw new AppError('conflict', MESSAGES.savedPositionsFull);
    }
    await insertSavedPosition(tx, candidate.id, row.id);
  });
  return { positionId: row.id, isSaved: true };
}
