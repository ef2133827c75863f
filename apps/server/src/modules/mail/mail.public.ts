// What the mail module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of mail/ (decision 030); tests may reach further.

export { createOutboxWorker } from './outbox.job';
export type { OutboxWorker } from './outbox.job';
// Data access other modules need, handed out deliberately:
export { enqueueMail, enqueueMails } from './outbox.repository';
export type { OutgoingMail } from './outbox.repository';
