import cluster, { type Worker } from 'node:cluster';
import type { Env } from './env';
import { openDatabase } from './db/open-database';
import { isDatabaseEmpty, seedDemo } from './modules/demo/demo.public';
import { loadSealCertificate } from './modules/pdf/pdf.public';

// WORKERS=N (docs/deploy.md): this process starts N server processes on one port and keeps them
// running; it answers nothing itself. What must happen once happens here first, before any worker
// starts: the migrations, the demo's seed, the seal certificate in DATA_DIR. Everything a worker
// shares with the others (sessions, rate limits, scheduled jobs, search changes) is already in
// PostgreSQL, which is why more than one worker needs it.

const RESTART_DELAY_MS = 1000;

export async function runPrimary(env: Env, announce: (workers: number) => void): Promise<void> {
  const handle = await openDatabase(env);
  try {
    if (env.DEMO && (await isDatabaseEmpty(handle.db))) await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
  if (!env.ESIGN_CERT_PATH) {
    await loadSealCertificate({ dataDir: env.DATA_DIR, passphrase: env.ESIGN_CERT_PASSPHRASE });
  }

  // Each worker renders pages on its own thread unless told otherwise: N processes with a render
  // pool each would ask for more threads than the machine has cores.
  const workerEnv = process.env.RENDER_THREADS === undefined ? { RENDER_THREADS: '0' } : {};
  const workers = new Set<Worker>();
  let isStopping = false;
  let listening = 0;

  const fork = () => {
    const worker = cluster.fork(workerEnv);
    let hasListened = false;
    workers.add(worker);
    worker.once('listening', () => {
      hasListened = true;
      listening += 1;
      if (listening === env.WORKERS) announce(env.WORKERS);
    });
    worker.once('exit', (code: number, signal: string | null) => {
      // Node passes null for the signal of a worker that exited by itself (its types say string).
      const how = signal ?? `exit code ${String(code)}`;
      workers.delete(worker);
      if (isStopping) {
        if (workers.size === 0) process.exit(0);
        return;
      }
      // One that never listened will not do better next time (a port in use, a bad setting).
      if (!hasListened) {
        process.stderr.write(`A server process failed to start (${how}).\n`);
        isStopping = true;
        for (const other of workers) other.kill('SIGTERM');
        process.exitCode = 1;
        if (workers.size === 0) process.exit(1);
        return;
      }
      process.stderr.write(`A server process ended (${how}); starting another in 1 s.\n`);
      setTimeout(fork, RESTART_DELAY_MS);
    });
  };
  for (let count = 0; count < env.WORKERS; count++) fork();

  // Each worker drains its own requests (server.ts); this one waits for them all.
  const stop = (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    for (const worker of workers) worker.process.kill(signal);
  };
  process.on('SIGTERM', () => {
    stop('SIGTERM');
  });
  process.on('SIGINT', () => {
    stop('SIGINT');
  });
}
