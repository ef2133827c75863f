import type { Database } from '../../db/database';
import { savePositions, type ChangeOptions } from '../positions/positions.public';
import { generatePositionBatches } from './position-generator';

// Northwind has at least 2,000 open positions by default (a few of the generated ones are
// archived or private), Contoso a smaller set of its own.
export const DEFAULT_NORTHWIND_POSITIONS = 2200;
export const CONTOSO_POSITIONS = 300;
// Rows per transaction: large enough to be fast, small enough to keep memory flat at 1,000,000.
const BATCH = 2000;

// Positions are dated from the start of the seeding day, so a seed is the same all day long.
function seedDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function seedPositions(
  db: Database,
  groupId: string,
  profile: 'northwind' | 'contoso',
  count: number,
  now: Date,
  options: ChangeOptions & { onProgress?: (done: number) => void } = {},
): Promise<number> {
  let done = 0;
  for (const batch of generatePositionBatches({ profile, count, now: seedDay(now) }, BATCH)) {
    await savePositions(db, groupId, batch, options);
    done += batch.length;
    options.onProgress?.(done);
  }
  return done;
}
