import { EnvError, parseEnv } from '../env';
import { DataDirLockedError } from '../db/database-errors';
import { openDatabase } from '../db/open-database';
import { AppError } from '../shared/app-error';
import { HELP, parseCommand, runCommand } from './cli-commands';
import { CheckFailed, ImportRefused, UsageError } from './errors';

// `npm run careers -- <command>`: exit 0 done, 1 failed, 2 bad arguments.
async function main(args: string[]): Promise<number> {
  const command = parseCommand(args);
  if (command.name === 'help') {
    process.stdout.write(`${HELP}\n`);
    return 0;
  }
  const env = parseEnv();
  const handle = await openDatabase(env);
  try {
    await runCommand(handle.db, command, (text) => process.stdout.write(`${text}\n`), {
      defaultDomain: env.DEFAULT_DOMAIN,
      publicOrigin: env.PUBLIC_ORIGIN,
      env,
    });
    return 0;
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${HELP}\n`);
      process.exit(2);
    }
    if (error instanceof AppError) {
      const details = error.fieldErrors
        ? Object.entries(error.fieldErrors)
            .map(([field, message]) => `\n  - ${field}: ${message}`)
            .join('')
        : '';
      process.stderr.write(`${error.message}${details}\n`);
      process.exit(error.code === 'bad_request' || error.code === 'validation_failed' ? 2 : 1);
    }
    // Its findings are printed already.
    if (error instanceof CheckFailed) process.exit(1);
    if (
      error instanceof DataDirLockedError ||
      error instanceof EnvError ||
      error instanceof ImportRefused
    ) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    process.stderr.write(
      `${String(error instanceof Error ? (error.stack ?? error.message) : error)}\n`,
    );
    process.exit(1);
  });
