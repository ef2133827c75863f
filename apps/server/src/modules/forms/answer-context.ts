import { HEADER_TIMEZONE } from '@careers/contracts';
import type { FastifyRequest } from 'fastify';

// The server counts date rules from the candidate's day (the time zone the app sends), not the
// server's, as the browser does. A formatter per time zone, made once: building one costs more
// than a draft save's checks.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const MAX_DAY_FORMATS = 500;

function dayIn(timeZone: string | undefined, now: Date): string {
  const zone = timeZone || 'UTC';
  try {
    let format = dayFormats.get(zone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      if (dayFormats.size >= MAX_DAY_FORMATS) dayFormats.clear();
      dayFormats.set(zone, format);
    }
    return format.format(now);
  } catch {
    // An unknown zone: the server's UTC day.
    return now.toISOString().slice(0, 10);
  }
}

export function requestToday(request: FastifyRequest, now: Date): string {
  const header = request.headers[HEADER_TIMEZONE];
  const timeZone = typeof header === 'string' && header.length <= 64 ? header : undefined;
  return dayIn(timeZone, now);
}
