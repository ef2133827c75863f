import { describe, expect, it } from 'vitest';
import {
  auditEventHash,
  checkAuditChain,
  GENESIS_HASH,
  type AuditEventFields,
  type ChainedAuditEvent,
} from './audit-chain';

function chain(events: AuditEventFields[]): ChainedAuditEvent[] {
  let previousHash = GENESIS_HASH;
  return events.map((event) => {
    const hash = auditEventHash(event, previousHash);
    const chained = { ...event, previousHash, hash };
    previousHash = hash;
    return chained;
  });
}

const base = {
  offerId: 'o-1',
  documentId: null,
  actor: 'candidate:alex@example.com',
  ip: '203.0.113.9',
  userAgent: 'Test',
};
const events = chain([
  { ...base, sequence: 1, type: 'extended', at: new Date('2026-11-01T10:00:00Z'), data: {} },
  { ...base, sequence: 2, type: 'viewed', at: new Date('2026-11-02T10:00:00Z'), data: {} },
  {
    ...base,
    sequence: 3,
    type: 'signed',
    at: new Date('2026-11-02T10:05:00Z'),
    data: { method: 'typed', sha256: 'ab'.repeat(32) },
  },
]);

describe('the offer audit chain', () => {
  it('hashes the same event the same way whatever the key order', () => {
    const [first] = events;
    if (!first) throw new Error('no event');
    const { data, ...rest } = first;
    const reordered = { data: { ...data }, ...rest, at: new Date(first.at) };
    expect(auditEventHash(reordered, GENESIS_HASH)).toBe(first.hash);
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('holds for an untouched chain', () => {
    expect(checkAuditChain(events)).toEqual({ intact: true });
    expect(checkAuditChain([])).toEqual({ intact: true });
  });

  it('finds a changed field, a removed event and a re-linked event', () => {
    const changed = events.map((event) =>
      event.sequence === 3 ? { ...event, data: { ...event.data, method: 'drawn' } } : event,
    );
    expect(checkAuditChain(changed)).toEqual({
      intact: false,
      sequence: 3,
      problem: 'its content was changed',
    });
    expect(checkAuditChain([events[0]!, events[2]!])).toMatchObject({ intact: false, sequence: 3 });
    const relinked = [events[0]!, { ...events[1]!, previousHash: GENESIS_HASH }, events[2]!];
    expect(checkAuditChain(relinked)).toMatchObject({
      intact: false,
      sequence: 2,
      problem: 'it does not follow the event before it',
    });
  });
});
