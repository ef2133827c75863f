import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { DataDirLockedError } from './database-errors';

const LOCK_FILE = 'careers.lock';
// Locks this process holds: a pid file naming our own pid is only stale when we do not hold it
// (a container restarted with the same pid).
const heldLocks = new Set<string>();

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockPid(path: string): number {
  try {
    return Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
  } catch {
    return Number.NaN;
  }
}

// PGlite puts no lock on its folder; two processes on one folder corrupt it.
// A pid file created with O_EXCL is the lock; a lock left by a dead process is taken over.
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldLocks.add(path);
      return () => {
        if (!heldLocks.delete(path)) return;
        if (readLockPid(path) === process.pid) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readLockPid(path);
      const isOurs = pid === process.pid;
      if (Number.isInteger(pid) && (isOurs ? heldLocks.has(path) : isProcessAlive(pid))) {
        throw new DataDirLockedError(dataDir, pid);
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirLockedError(dataDir, readLockPid(path));
}
