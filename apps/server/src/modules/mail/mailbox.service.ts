import type { MailboxMessage } from '@careers/contracts';
import type { AppDeps } from '../../app-deps';
import { listSentMail } from './outbox.repository';

const LIMIT = 100;

// What the outbox sent, newest first (demo mode only).
export async function listMailbox(deps: AppDeps): Promise<MailboxMessage[]> {
  return (await listSentMail(deps.db, LIMIT)).map((mail) => ({
    ...mail,
    sentAt: (mail.sentAt ?? new Date(0)).toISOString(),
  }));
}
