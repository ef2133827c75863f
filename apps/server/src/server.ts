import cluster from 'node:cluster';
import { pino } from 'pino';
import { buildApp } from './app';
import { type Env, EnvError, LOOPBACK_HOST, parseEnv } from './env';
import { DataDirLockedError } from './db/database-errors';
import { openDatabase } from './db/open-database';
import { isDatabaseEmpty, seedDemo } from './modules/demo/demo.public';
import { runPrimary } from './server-cluster';

function announce(env: Env, port: number, driver: string, processes: number): void {
  const shownHost = ['0.0.0.0', '::', LOOPBACK_HOST].includes(env.HOST) ? 'localhost' : env.HOST;
  const url = env.PUBLIC_URL ? env.PUBLIC_ORIGIN : `http://${shownHost}:${port}`;
  const database = driver === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL';
  const mode = `${database}${env.DEMO ? ', demo mode' : ''}${processes > 1 ? `, ${processes} processes` : ''}`;
  process.stdout.write(`\nCareers is running at ${url}/careers (${mode})\n\n`);
}

// Only listens and shuts down; everything else is in buildApp. With WORKERS above 1 this runs in
// each worker, and the primary (server-cluster.ts) has migrated and seeded already.
async function main(env: Env): Promise<void> {
  // The app's logger exists only once buildApp runs; the pool needs one from the start.
  const handle = await openDatabase(env, { logger: pino({ level: env.LOG_LEVEL }) });
  if (cluster.isPrimary && env.DEMO && (await isDatabaseEmpty(handle.db))) {
    await seedDemo(handle.db);
  }
  const app = await buildApp({ env, db: handle.db, databaseStats: handle.stats });

  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // app.close stops accepting connections and waits for in-flight requests. A keep-alive
    // connection whose request was in flight stays open once answered, for up to 72 s (a proxy's,
    // or a browser's): each is closed as soon as it is idle, so the process ends when its last
    // answer has gone.
    setInterval(() => {
      app.server.closeIdleConnections();
    }, 100).unref();
    void app
      .close()
      .then(() => handle.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => {
    shutdown('SIGTERM');
  });
  process.on('SIGINT', () => {
    shutdown('SIGINT');
  });

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    await app.close();
    await handle.close();
    throw error;
  }
  if (cluster.isWorker) return;
  const address = app.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : env.PORT;
  announce(env, port, handle.driver, 1);
  if (env.DEMO && env.HOST !== LOOPBACK_HOST) {
    app.log.warn(
      { host: env.HOST },
      'demo mode listens beyond this machine because HOST is set: demo accounts can log in',
    );
  }
  if (!env.DEMO && !env.PUBLIC_URL) {
    app.log.warn('PUBLIC_URL is not set: canonical links and mail point to localhost');
  }
}

function start(): Promise<void> {
  const env = parseEnv();
  if (cluster.isPrimary && env.WORKERS > 1) {
    return runPrimary(env, (processes) => {
      announce(env, env.PORT, 'postgres', processes);
    });
  }
  return main(env);
}

start().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Careers failed to start: ${String(error instanceof Error ? (error.stack ?? error.message) : error)}\n`,
    );
  }
  process.exit(1);
});
