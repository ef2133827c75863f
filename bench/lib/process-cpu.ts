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
