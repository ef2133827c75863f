import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'careers-server-'));
const port = 3400 + Math.floor(Math.random() * 400);
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(): { child: ChildProcess; ready: Promise<void>; exited: Promise<number> } {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Careers is running at')) resolve();
    });
    child.once('exit', (code) => {
      reject(new Error(`server exited ${String(code)} before ready`));
    });
  });
  const exited = new Promise<number>((resolve) =>
    child.once('exit', (code) => {
      resolve(code ?? -1);
    }),
  );
  return { child, ready, exited };
}

// SIGTERM ends the process cleanly: database closed, lock released, data intact.
describe.skipIf(process.env.CAREERS_TEST_DRIVER === 'postgres')('server process', () => {
  it('serves, shuts down cleanly on SIGTERM, and starts again on the same data', async () => {
    const first = startServer();
    await first.ready;
    const page = await fetch(`http://127.0.0.1:${port}/careers`);
    expect(page.status).toBe(200);
    expect(existsSync(join(dataDir, 'careers.lock'))).toBe(true);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'careers.lock'))).toBe(false);

    const second = startServer();
    await second.ready;
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 90_000);
});
