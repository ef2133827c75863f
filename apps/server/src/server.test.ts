import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './testing/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'careers-server-'));
const port = 3400 + Math.floor(Math.random() * 400);
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const startServer = () =>
  startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', DEMO: '1' }, { port });

// SIGTERM ends the process cleanly: database closed, lock released, data intact.
describe.skipIf(process.env.CAREERS_TEST_DRIVER === 'postgres')('server process', () => {
  it('serves, shuts down cleanly on SIGTERM, and starts again on the same data', async () => {
    const first = await startServer();
    const page = await fetch(`http://127.0.0.1:${port}/careers`);
    expect(page.status).toBe(200);
    expect(existsSync(join(dataDir, 'careers.lock'))).toBe(true);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'careers.lock'))).toBe(false);

    const second = await startServer();
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 90_000);
});
