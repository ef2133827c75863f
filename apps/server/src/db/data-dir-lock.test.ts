import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from './database-errors';
import { openPglite } from './open-pglite';

const dataDir = mkdtempSync(join(tmpdir(), 'careers-lock-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});
const options = { dataDir, statementTimeoutMs: 5000, queueLimit: 10 };

describe('PGlite data folder lock', () => {
  it('refuses a second opener and takes over a stale lock', async () => {
    // A lock left by a process that no longer runs.
    writeFileSync(join(dataDir, 'careers.lock'), '999999');
    const first = await openPglite(options);
    await expect(openPglite(options)).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const again = await openPglite(options);
    await again.close();
  });
});
