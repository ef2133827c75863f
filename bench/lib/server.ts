import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
// BENCH_PORT: another when something else on the machine (a shared one) listens on 3200.
export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3200);

export type RunningServer = { child: ChildProcess; url: string; readyAfterMs: number };

export type StartOptions = {
  // PGlite's folder; none when BENCH_DATABASE_URL or `env` names a PostgreSQL database.
  dataDir?: string;
  port?: number;
  // `npm start` runs scripts/start.mjs (decision 001 §7); `bundle` runs the bundle it runs
  // (build it first with buildServerBundle), so the child is the server process itself;
  // otherwise the server entry with tsx.
  entry?: 'start-script' | 'bundle' | 'server';
  timeoutMs?: number;
  // Added to (and overriding) the environment below.
  env?: Record<string, string>;
  // Each line the server writes to stdout (its pino log); without it stdout is ignored.
  onLogLine?: (line: string) => void;
};

const SERVER_BUNDLE = path.join(repoRoot, 'apps', 'server', 'dist', 'server', 'server.mjs');

function commandFor(entry: StartOptions['entry']): string[] {
  const startScript = path.join(repoRoot, 'scripts', 'start.mjs');
  if (entry === 'start-script' && existsSync(startScript)) return [startScript];
  if (entry === 'bundle') return ['--enable-source-maps', SERVER_BUNDLE];
  return ['--import', 'tsx', path.join(repoRoot, 'apps', 'server', 'src', 'server.ts')];
}

// The server bundle `npm start` runs (decision 007), built afresh from the current sources.
export function buildServerBundle(): void {
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'build-server.mjs')], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('Building the server bundle failed');
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
  // BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, profiles the server alone
  // (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...commandFor(options.entry ?? 'server')], {
    cwd: repoRoot,
    detached: true,
    stdio: [
      'ignore',
      options.onLogLine ? 'pipe' : process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore',
      'inherit',
    ],
    env: {
      ...process.env,
      PORT: String(port),
      ...(options.dataDir === undefined ? {} : { DATA_DIR: options.dataDir }),
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      SMTP_URL: '',
      DEMO: '1',
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      ...options.env,
    },
  });
  const { onLogLine } = options;
  if (onLogLine && child.stdout) createInterface({ input: child.stdout }).on('line', onLogLine);
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
