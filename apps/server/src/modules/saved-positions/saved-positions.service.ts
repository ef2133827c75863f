import { SAVED_POSITIONS_MAX, type PositionLite } from '@careers/contracts';
import type { Database } from '../../db/database';
import { AppError, MESSAGES } from '../../shared/app-error';
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

export type CandidateScope = { db: Database; groupId: string; candidateId: string; now: Date };

export async function listSavedPositions(scope: CandidateScope): Promise<PositionLite[]> {
  const rows = await listSavedPositionRows(
    scope.db,
    scope.candidateId,
    scope.groupId,
    SAVED_POSITIONS_MAX,
  );
  return rows.map((row) => toCandidateListRecord(row, scope.now, true));
}

// Saving reaches only what the candidate could open: a public position by its id, a private
// one by its link key, open (410 otherwise). Unsaving works on any position of the group, so a
// closed one can be taken off the list. Both are idempotent.
export async function setPositionSaved(
  scope: CandidateScope,
  rawId: string,
  operation: 'save' | 'unsave',
): Promise<{ positionId: number; isSaved: boolean }> {
  const { db, groupId, candidateId, now } = scope;
  if (operation === 'unsave') {
    const positionId = await findPositionIdForLink(db, groupId, rawId);
    await deleteSavedPosition(db, candidateId, positionId);
    return { positionId, isSaved: false };
  }
  const row = await findPositionForLink(db, groupId, rawId, now);
  await db.transaction(async (tx) => {
    if ((await countSavedPositions(tx, candidateId)) >= SAVED_POSITIONS_MAX) {
      throw new AppError('conflict', MESSAGES.savedPositionsFull);
    }
    await insertSavedPosition(tx, candidateId, row.id);
  });
  return { positionId: row.id, isSaved: true };
}
