import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import { hmac, isSameSecret } from '../../shared/tokens';
import type { Group } from '../config/config.public';
import { muteDraftReminders } from './draft-reminders.repository';

// Turning off the draft reminders from a reminder's own link, logged in or not
// (docs/product/application-follow-up.md, "An unfinished application").

// The unsubscribe link must work from every reminder ever sent without storing anything: it is the
// candidate's id signed with the app's secret, for this group only.
function draftReminderSignature(secret: string, groupId: string, candidateId: string): string {
  return hmac(secret, `draft-reminder-unsubscribe:${groupId}:${candidateId}`);
}

export function draftReminderToken(secret: string, groupId: string, candidateId: string): string {
  return `${candidateId}.${draftReminderSignature(secret, groupId, candidateId)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NOT_A_LINK = 'This link is not valid.';

// The mail's link (the job alerts page, no login needed) turns the reminders off with the token,
// as the mail client's own unsubscribe button does. A token that is not ours reaches nobody (404).
export async function unsubscribeDraftReminders(
  scope: { db: Database; group: Group; secret: string },
  token: string,
): Promise<{ unsubscribed: true }> {
  const [candidateId = '', signature = ''] = token.split('.');
  const expected = UUID.test(candidateId)
    ? draftReminderSignature(scope.secret, scope.group.id, candidateId)
    : '';
  if (expected === '' || !isSameSecret(signature, expected)) {
    throw new AppError('not_found', NOT_A_LINK);
  }
  const muted = await scope.db.transaction((tx) =>
    muteDraftReminders(tx, scope.group.id, candidateId),
  );
  if (!muted) throw new AppError('not_found', NOT_A_LINK);
  return { unsubscribed: true };
}
