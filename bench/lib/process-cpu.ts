import { readdirSync, readFileSync } from 'node:fs';

// Linux: CPU time (user + system) in ms from a /proc stat file. USER_HZ is 100 on every Linux
// Node supports. The fields after the command name (which may hold spaces): utime and stime are
// the 12th and 13th.
function cpuMsOf(statPath: string): number {
  const stat = readFileSync(statPath, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

// The CPU a process has used so far, every thread: on a shared VM it varies less than latency.
export function readProcessCpuMs(pid: number): number {
  return cpuMsOf(`/proc/${pid}/stat`);
}

// The same per thread, by thread id (the main thread's is the pid).
export function readThreadsCpuMs(pid: number): Map<number, number> {
  const threads = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      threads.set(Number(tid), cpuMsOf(`/proc/${pid}/task/${tid}/stat`));
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return threads;
}

export type ProcessInfo = { pid: number; groupId: number; command: string };

// The CPU (ms) every process on the machine has used so far, summed by the role `roleOf` gives
// it (null: left out). Differences between two readings show where a run's cores went.
export function readCpuByRole(roleOf: (info: ProcessInfo) => string | null): Map<string, number> {
  const roles = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const role = roleOf({ pid, groupId: Number(fields[2]), command });
    if (role === null) continue;
    const cpuMs = (Number(fields[11]) + Number(fields[12])) * 10;
    roles.set(role, (roles.get(role) ?? 0) + cpuMs);
  }
  return roles;
}
