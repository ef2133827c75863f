import { AppError, MESSAGES } from '../../shared/app-error';

// A flood of chat messages held in this process's memory, with the embedded database (one process
// serves the site): a message must answer in well under 100 ms, and a limit write per message
// would cost a commit each. On PostgreSQL the chat counts in the database instead
// (chat.service.ts), so the limits hold across processes.
export type FloodRule = { limit: number; windowMs: number };

// Past this many subjects the expired windows are swept, so memory stays bounded.
const SWEEP_AT = 10_000;

export function createFloodLimit(rule: FloodRule) {
  const windows = new Map<string, { start: number; count: number }>();

  function sweep(now: number): void {
    for (const [subject, window] of windows) {
      if (now - window.start >= rule.windowMs) windows.delete(subject);
    }
  }

  return {
    // Counts one more for the subject; 429 with Retry-After once over the limit in its window.
    hit(subject: string, now: Date): void {
      const at = now.getTime();
      const start = Math.floor(at / rule.windowMs) * rule.windowMs;
      let window = windows.get(subject);
      if (!window || window.start !== start) {
        if (windows.size >= SWEEP_AT) sweep(at);
        window = { start, count: 0 };
        windows.set(subject, window);
      }
      window.count += 1;
      if (window.count <= rule.limit) return;
      const retryAfterSeconds = Math.max(1, Math.ceil((start + rule.windowMs - at) / 1000));
      throw new AppError('rate_limited', MESSAGES.tryAgainLater, { retryAfterSeconds });
    },
  };
}
