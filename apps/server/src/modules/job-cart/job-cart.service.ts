import { JOB_CART_MAX_ITEMS, type JobCart, type JobCartOperation } from '@careers/contracts';
import { AppError, MESSAGES } from '../../shared/app-error';
import type { CandidateScope } from '../auth/auth.public';
import {
  findPositionForLink,
  findPositionIdForLink,
  isPositionOpen,
  savedPositionIds,
  toCandidateListRecord,
} from '../positions/positions.public';
import {
  countJobCartItems,
  deleteJobCartItems,
  insertJobCartItems,
  jobCartPositionIds,
  listJobCartRows,
} from './job-cart.repository';

// A link id that names nothing the candidate can have in a cart: reported, never a failure
// (in invalidPositionIds), so one stale id does not block the rest.
async function resolveOrNull(resolve: () => Promise<number>): Promise<number | null> {
  try {
    return await resolve();
  } catch (error) {
    if (error instanceof AppError && (error.code === 'not_found' || error.code === 'gone')) {
      return null;
    }
    throw error;
  }
}

// The open positions in the order added; closed ones are listed as invalid until removed.
export async function getJobCart(scope: CandidateScope): Promise<JobCart> {
  return readJobCart(scope, []);
}

async function readJobCart(scope: CandidateScope, alsoInvalid: string[]): Promise<JobCart> {
  const rows = await listJobCartRows(scope.db, scope.candidate.id, scope.group.id);
  const open = rows.filter((row) => isPositionOpen(row, scope.now));
  const saved = await savedPositionIds(
    scope.db,
    scope.candidate.id,
    open.map((row) => row.id),
  );
  const closed = rows.filter((row) => !isPositionOpen(row, scope.now)).map((row) => String(row.id));
  return {
    jobCartData: open.map((row) => toCandidateListRecord(row, scope.now, saved.has(row.id))),
    invalidPositionIds: [...new Set([...closed, ...alsoInvalid])],
  };
}

// The job cart: add or remove. Adding reaches only positions the candidate could open; past
// JOB_CART_MAX_ITEMS nothing is added (409).
export async function changeJobCart(
  scope: CandidateScope,
  input: { pids: readonly string[]; operation: JobCartOperation },
): Promise<JobCart> {
  const { db, group, candidate, now } = scope;
  const { operation } = input;
  const unique = [...new Set(input.pids)];
  const invalid: string[] = [];
  const ids: number[] = [];
  for (const pid of unique) {
    const id = await resolveOrNull(async () =>
      operation === 'add'
        ? (await findPositionForLink(db, group.id, pid, now)).id
        : findPositionIdForLink(db, group.id, pid),
    );
    if (id === null) invalid.push(pid);
    else ids.push(id);
  }
  await db.transaction(async (tx) => {
    if (operation === 'remove') return deleteJobCartItems(tx, candidate.id, ids);
    const inCart = await jobCartPositionIds(tx, candidate.id);
    const added = ids.filter((id) => !inCart.has(id));
    if ((await countJobCartItems(tx, candidate.id)) + added.length > JOB_CART_MAX_ITEMS) {
      throw new AppError('conflict', MESSAGES.jobCartFull);
    }
    return insertJobCartItems(tx, candidate.id, added);
  });
  // A removed id that named nothing is simply gone; only additions report what they could not add.
  return readJobCart(scope, operation === 'add' ? invalid : []);
}
