import { readFileSync } from 'node:fs';

export type ProcessMemory = { rssBytes: number; peakRssBytes: number };

// Linux: VmRSS is the resident set now, VmHWM its peak ("high water mark") so far, in kB.
export function readProcessMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match) throw new Error(`No ${field} in /proc/${pid}/status`);
    return Number(match[1]) * 1024;
  };
  return { rssBytes: kilobytes('VmRSS'), peakRssBytes: kilobytes('VmHWM') };
}
