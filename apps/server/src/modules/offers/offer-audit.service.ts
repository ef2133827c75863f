import type { Database } from '../../db/database';
import { auditEventHash, GENESIS_HASH, type AuditEventData } from './audit-chain';
import { insertAuditEvent, lastAuditEvent } from './offers.repository';

// Who did it, from where: the candidate's request, or the employer's CLI and our own jobs.
export type AuditActor = { actor: string; ip: string | null; userAgent: string | null };

export const SYSTEM_ACTOR: AuditActor = { actor: 'system', ip: null, userAgent: null };
export const EMPLOYER_ACTOR: AuditActor = { actor: 'employer:cli', ip: null, userAgent: null };

export function candidateActor(
  email: string,
  request: { ip: string; userAgent: string },
): AuditActor {
  return { actor: `candidate:${email}`, ip: request.ip, userAgent: request.userAgent };
}

/**
 * Appends one event to the offer's trail. The caller holds the offer's row lock (every change to
 * an offer does), so no two events of one offer take the same place in the chain.
 */
export async function appendAuditEvent(
  tx: Database,
  input: {
    offerId: string;
    documentId?: string | null;
    type: string;
    by: AuditActor;
    at: Date;
    data?: AuditEventData;
  },
): Promise<string> {
  const last = await lastAuditEvent(tx, input.offerId);
  const previousHash = last?.hash ?? GENESIS_HASH;
  const event = {
    offerId: input.offerId,
    documentId: input.documentId ?? null,
    sequence: (last?.sequence ?? 0) + 1,
    type: input.type,
    actor: input.by.actor,
    // What both databases keep: whole milliseconds.
    at: new Date(Math.floor(input.at.getTime())),
    ip: input.by.ip,
    userAgent: input.by.userAgent,
    data: input.data ?? {},
  };
  const hash = auditEventHash(event, previousHash);
  await insertAuditEvent(tx, { ...event, previousHash, hash });
  return hash;
}
