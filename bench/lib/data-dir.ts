import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, stopServer } from './server';

// A data folder that has been migrated and seeded by one earlier start, as after a first
// `npm start`; BENCH_DATA_DIR reuses an existing one instead (it is then left in place).
export async function prepareDataDir(): Promise<{ dataDir: string; cleanUp: () => void }> {
  const existing = process.env.BENCH_DATA_DIR;
  if (existing) return { dataDir: existing, cleanUp: () => undefined };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careers-bench-'));
  const first = await startServer({ dataDir });
  console.log(`first start (migrate + seed): ${(first.readyAfterMs / 1000).toFixed(2)} s`);
  await stopServer(first);
  return {
    dataDir,
    cleanUp: () => {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
