import { pino } from 'pino';
import { buildApp } from './app';
import { EnvError, LOOPBACK_HOST, parseEnv } from './env';
import { DataDirLockedError } from './db/database-errors';
import { openDatabase } from './db/open-database';
import { isDatabaseEmpty, seedDemo } from './modules/demo/demo.public';

// Only listens and shuts down; everything else is in buildApp.
async function main(): Promise<void> {
  const env = parseEnv();
  // The app's logger exists only once buildApp runs; the pool needs one from the start.
  const handle = await openDatabase(env, { logger: pino({ level: env.LOG_LEVEL }) });
  if (env.DEMO && (await isDatabaseEmpty(handle.db))) await seedDemo(handle.db);
  const app = await buildApp({ env, db: handle.db });

  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // app.close stops accepting connections and waits for in-flight requests.
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
  const address = app.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : env.PORT;
  const shownHost = ['0.0.0.0', '::', LOOPBACK_HOST].includes(env.HOST) ? 'localhost' : env.HOST;
  const url = env.PUBLIC_URL ? env.PUBLIC_ORIGIN : `http://${shownHost}:${port}`;
  const mode = `${handle.driver === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL'}${env.DEMO ? ', demo mode' : ''}`;
  process.stdout.write(`\nCareers is running at ${url}/careers (${mode})\n\n`);
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

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Careers failed to start: ${String(error instanceof Error ? (error.stack ?? error.message) : error)}\n`,
    );
  }
  process.exit(1);
});
