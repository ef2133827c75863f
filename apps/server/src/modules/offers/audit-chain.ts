import { sha256Hex } from '../../shared/sha256';

// The offer audit trail is a hash chain. Each event's hash covers its own fields and the hash of
// the event before it (the first one's "previous" is GENESIS_HASH), so changing, removing or
// reordering any event changes every hash after it.
export const GENESIS_HASH = '0'.repeat(64);

export type AuditEventData = Record<string, string | number | boolean | null>;

export type AuditEventFields = {
  offerId: string;
  documentId: string | null;
  sequence: number;
  type: string;
  actor: string;
  at: Date;
  ip: string | null;
  userAgent: string | null;
  data: AuditEventData;
};

export type ChainedAuditEvent = AuditEventFields & { previousHash: string; hash: string };

// JSON with sorted keys: the same event always hashes the same, whatever order it was built in.
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => entry !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
}

export function auditEventHash(event: AuditEventFields, previousHash: string): string {
  const fields = canonical({
    offerId: event.offerId,
    documentId: event.documentId,
    sequence: event.sequence,
    type: event.type,
    actor: event.actor,
    // Milliseconds are what both databases keep of a timestamp.
    at: event.at.toISOString(),
    ip: event.ip,
    userAgent: event.userAgent,
    data: event.data,
  });
  return sha256Hex(`${previousHash}\n${fields}`);
}

export type ChainCheck = { intact: true } | { intact: false; sequence: number; problem: string };

// Events of one offer, in sequence order: numbered from 1 without gaps, each linked to the one
// before, each hash recomputed from its fields.
export function checkAuditChain(events: readonly ChainedAuditEvent[]): ChainCheck {
  let previous = GENESIS_HASH;
  for (const [index, event] of events.entries()) {
    if (event.sequence !== index + 1) {
      return { intact: false, sequence: event.sequence, problem: 'an event is missing' };
    }
    if (event.previousHash !== previous) {
      return {
        intact: false,
        sequence: event.sequence,
        problem: 'it does not follow the event before it',
      };
    }
    if (auditEventHash(event, previous) !== event.hash) {
      return { intact: false, sequence: event.sequence, problem: 'its content was changed' };
    }
    previous = event.hash;
  }
  return { intact: true };
}
