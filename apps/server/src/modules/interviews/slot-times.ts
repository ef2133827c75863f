import { INTERVIEW_SLOTS_MAX } from '@careers/contracts';

// The times an employer offers, from a list or a window (`--window FROM/TO --every 30m
// --duration 45`): a time every `every` minutes from FROM, each ending by TO.

// 30m, 1h, 90m, 1h30m.
export function readEvery(value: string): number | null {
  const match = /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?$/.exec(value);
  if (!match || (!match[1] && !match[2])) return null;
  const minutes = Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
  return minutes >= 5 && minutes <= 24 * 60 ? minutes : null;
}

export function windowTimes(
  from: Date,
  to: Date,
  everyMinutes: number,
  durationMinutes: number,
): Date[] | null {
  const times: Date[] = [];
  const last = to.getTime() - durationMinutes * 60_000;
  for (let time = from.getTime(); time <= last; time += everyMinutes * 60_000) {
    // One more than the limit is enough for the caller to say the window is too long.
    if (times.length > INTERVIEW_SLOTS_MAX) return null;
    times.push(new Date(time));
  }
  return times;
}
