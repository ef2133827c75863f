import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const BENCH_PORT = 3200;

export type RunningServer = { child: ChildProcess; url: string; readyAfterMs: number };

export type StartOptions = {
  dataDir: string;
  port?: number;
  // `npm start` runs scripts/start.mjs (decision 001 §7); without it, the server entry with tsx.
  entry?: 'start-script' | 'server';
  timeoutMs?: number;
};

function commandFor(entry: StartOptions['entry']): string[] {
  const startScript = path.join(repoRoot, 'scripts', 'start.mjs');
  if (entry === 'start-script' && existsSync(startScript)) return [startScript];
  return ['--import', 'tsx', path.join(repoRoot, 'apps', 'server', 'src', 'server.ts')];
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

// Starts the real server in its own process group and resolves once /healthz answers 200.
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const port = options.port ?? BENCH_PORT;
  const url = `http://127.0.0.1:${port}`;
  if (await isHealthy(url)) throw new Error(`Something already answers on port ${port}`);
  const started = performance.now();
  const child = spawn(process.execPath, commandFor(options.entry ?? 'server'), {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      SMTP_URL: '',
      DEMO: '1',
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    },
  });
  const deadline = started + (options.timeoutMs ?? 120_000);
  while (!(await isHealthy(url))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before /healthz`);
    }
    if (performance.now() > deadline) {
      await stopServer({ child, url, readyAfterMs: 0 });
      throw new Error('The server did not answer /healthz in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, url, readyAfterMs: performance.now() - started };
}

// SIGTERM to the whole group (npm/tsx wrappers included) and wait, so DATA_DIR's lock is free.
export async function stopServer(server: RunningServer): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  process.kill(-child.pid, 'SIGTERM');
  const killTimer = setTimeout(() => {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  }, 15_000);
  await exited;
  clearTimeout(killTimer);
}
