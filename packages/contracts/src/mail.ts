import { z } from 'zod';
import { defineCall } from './call';

// The dev mailbox, demo mode only.
export const MailboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
  sentAt: z.string(),
});
export type MailboxMessage = z.infer<typeof MailboxMessageSchema>;

export const mailboxCall = defineCall({
  method: 'GET',
  path: '/api/dev/mailbox',
  response: z.array(MailboxMessageSchema),
});
