import type { ParsedDsn } from '@careers/contracts/analytics';

// A crash as a Sentry "envelope" (docs/product/shell-and-gates.md, "Crash reporting"): a header
// line naming the event and the DSN, an item header, and the event, one JSON document a line.
// Built here rather than with an SDK: one event kind needs a few dozen lines, not 70 KB.

export type CrashContext = { domain: string; path: string; pageId: string | null };

type StackFrame = { function?: string; filename?: string; lineno?: number; colno?: number };

// "at fn (file:line:col)" (Chromium) or "fn@file:line:col" (Firefox, Safari); Sentry wants the
// innermost frame last.
function framesOf(stack: string | undefined): StackFrame[] {
  if (!stack) return [];
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n').slice(0, 50)) {
    const match =
      /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line) ??
      /^\s*(.*?)@(.+?):(\d+):(\d+)$/.exec(line);
    if (!match) continue;
    const [, fn, filename, lineno, colno] = match;
    frames.push({
      ...(fn ? { function: fn } : {}),
      ...(filename ? { filename } : {}),
      lineno: Number(lineno),
      colno: Number(colno),
    });
  }
  return frames.reverse();
}

function exceptionOf(error: unknown) {
  if (error instanceof Error) {
    const frames = framesOf(error.stack);
    return {
      type: error.name,
      value: error.message,
      ...(frames.length > 0 ? { stacktrace: { frames } } : {}),
    };
  }
  return { type: 'Error', value: typeof error === 'string' ? error : JSON.stringify(error) };
}

function newEventId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

function crashEnvelope(
  error: unknown,
  dsn: string,
  context: CrashContext,
  eventId: string,
  now: Date,
): string {
  const event = {
    event_id: eventId,
    timestamp: now.getTime() / 1000,
    platform: 'javascript',
    level: 'error',
    exception: { values: [exceptionOf(error)] },
    request: { url: `${window.location.origin}${context.path}` },
    tags: { domain: context.domain, page_id: context.pageId ?? 'none' },
  };
  const eventJson = JSON.stringify(event);
  return [
    JSON.stringify({ event_id: eventId, sent_at: now.toISOString(), dsn }),
    JSON.stringify({ type: 'event', length: new TextEncoder().encode(eventJson).length }),
    eventJson,
  ].join('\n');
}

// Sent as text/plain with the key in the address, so the browser needs no preflight (a custom
// header would ask the sink first); the X-Sentry-Auth fields travel as query parameters.
function envelopeUrl(parsed: ParsedDsn): string {
  const url = new URL(parsed.envelopeUrl);
  url.searchParams.set('sentry_version', '7');
  url.searchParams.set('sentry_key', parsed.publicKey);
  url.searchParams.set('sentry_client', 'careers/1.0');
  return url.toString();
}

export async function sendCrashEnvelope(
  error: unknown,
  dsn: string,
  context: CrashContext,
): Promise<void> {
  const { parseDsn } = await import('@careers/contracts/analytics');
  const parsed = parseDsn(dsn);
  if (!parsed) return;
  try {
    await fetch(envelopeUrl(parsed), {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: crashEnvelope(error, dsn, context, newEventId(), new Date()),
      credentials: 'omit',
      keepalive: true,
    });
  } catch {
    // A sink that is down must not add a second failure to the first.
  }
}
