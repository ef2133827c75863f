import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// A PostgreSQL cluster of our own, for tests that stop and start the server.
// Trust authentication, user `careers`, listening on 127.0.0.1 only.
export type ThrowawayPostgres = {
  // The cluster's `postgres` database.
  url: string;
  port: number;
  // Fast shutdown: connections end with 57P01, as in a restart.
  stop: () => Promise<void>;
  // Again on the same port.
  start: () => Promise<void>;
  // Stops if running and removes every file.
  destroy: () => Promise<void>;
};

function hasServerBinaries(dir: string): boolean {
  return existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
}

// The same search as .ci/run: pg_config, then Debian's versioned folders.
export function findPostgresBinDir(): string | null {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // No pg_config on the PATH.
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join(debian, version, 'bin')));
  }
  return candidates.find(hasServerBinaries) ?? null;
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = address !== null && typeof address === 'object' ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

// initdb refuses to run as root: then the cluster belongs to an unprivileged user.
function clusterUser(): string | null {
  if (process.getuid?.() !== 0) return null;
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
    return 'postgres';
  } catch {
    return 'nobody';
  }
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error('No PostgreSQL server binaries (initdb, pg_ctl) found');
  const user = clusterUser();
  const dir = mkdtempSync(join(tmpdir(), 'careers-pg-'));
  const dataDir = join(dir, 'data');
  const port = await findFreePort();
  const asClusterUser = async (command: string, args: string[]) => {
    const file = join(binDir, command);
    await (user ? run('runuser', ['-u', user, '--', file, ...args]) : run(file, args));
  };
  // Sockets in the temp folder: no system folder such as /var/run/postgresql is needed.
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  const start = () =>
    asClusterUser('pg_ctl', [
      ...['-D', dataDir, '-l', join(dir, 'postgres.log'), '-w', '-t', '30'],
      ...['-o', serverOptions, 'start'],
    ]);
  const stop = () => asClusterUser('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);

  try {
    if (user) await run('chown', [user, dir]);
    await asClusterUser('initdb', [
      ...['-D', dataDir, '-U', 'careers', '--auth=trust'],
      ...['-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
    ]);
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://careers@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    destroy: async () => {
      if (existsSync(join(dataDir, 'postmaster.pid'))) await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
