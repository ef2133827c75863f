// What the notifications module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of notifications/ (decision 030); tests may reach further.

export { formatInstant, mailText } from './notification-text';
// Data access other modules need, handed out deliberately:
export { insertNotification, listNotificationRows } from './notifications.repository';
export type { NewNotificationRow } from './notifications.repository';
export { notifyCandidate, notifyCandidateByEmail, notifyCandidates } from './notifications.service';
export type { NotifySite } from './notifications.service';
export { absoluteSiteUrl } from './redirect-url';
