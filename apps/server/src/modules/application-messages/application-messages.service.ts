import {
  APPLICATION_MESSAGES_PER_HOUR,
  type ApplicationFollowUpConfig,
  type ApplicationMessage,
} from '@careers/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import { escapeHtml } from '../../shared/escape-html';
import { enforceRateLimit, type CandidateScope, type RateLimitRule } from '../auth/auth.public';
import type { Candidate } from '../candidates/candidates.public';
import type { Group } from '../config/config.public';
import { findStoredFiles } from '../forms/forms.public';
import { enqueueMail } from '../mail/mail.public';
import {
  findThreadApplication,
  insertMessage,
  listMessages,
  markMessagesRead,
  type MessageRow,
  type ThreadApplication,
} from './application-messages.repository';

// The candidate's side of an application's conversation with the recruiting team
// (docs/product/application-follow-up.md, "A conversation per application"). Messages are plain
// text, stored as written (trimmed) and never rendered as HTML.

export const NO_APPLICATION = 'This application does not exist.';

// Counted per candidate over all their applications; the key ends with the group and address, as
// the other per-address buckets do, so a data export and an erasure find it.
const MESSAGES_RATE_LIMIT: RateLimitRule = {
  name: 'application-message',
  limit: APPLICATION_MESSAGES_PER_HOUR,
  windowMs: 60 * 60_000,
};

export function followUpConfig(group: Group): ApplicationFollowUpConfig {
  return group.configs.pcsxConfig.applicationFollowUpConfig;
}

function toMessage(row: MessageRow): ApplicationMessage {
  return {
    id: row.id,
    author: row.author === 'employer' ? 'employer' : 'candidate',
    body: row.body,
    attachment: row.file
      ? {
          fileId: row.file.id,
          name: row.file.name,
          size: row.file.size,
          type: row.file.contentType,
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

async function requireOwnApplication(
  db: Database,
  scope: CandidateScope,
  applicationId: string,
): Promise<ThreadApplication> {
  const application = await findThreadApplication(
    db,
    scope.group.id,
    applicationId,
    scope.candidate.id,
  );
  if (!application) throw new AppError('not_found', NO_APPLICATION);
  return application;
}

// Reading the thread marks the team's messages read, in the same transaction.
export async function readApplicationMessages(
  scope: CandidateScope,
  applicationId: string,
): Promise<{ messages: ApplicationMessage[] }> {
  return scope.db.transaction(async (tx) => {
    const application = await requireOwnApplication(tx, scope, applicationId);
    await markMessagesRead(tx, application, 'employer', scope.now);
    const rows = await listMessages(tx, application.id);
    return { messages: rows.map(toMessage) };
  });
}

const candidateName = (candidate: Pick<Candidate, 'firstName' | 'lastName' | 'email'>) =>
  `${candidate.firstName} ${candidate.lastName}`.trim() || candidate.email;

// The team hears of each question at recruitingEmail, in English as the employer's CLI speaks,
// with the command that answers it.
async function tellRecruitingTeam(
  db: Database,
  group: Group,
  candidate: Candidate,
  application: ThreadApplication,
  body: string,
): Promise<void> {
  const to = followUpConfig(group).recruitingEmail;
  if (!to) return;
  const name = candidateName(candidate);
  const lines = [
    `${name} (${candidate.email}) asked about their application for ${application.positionTitle} (application ${application.id}):`,
    '',
    body,
    '',
    `Answer with: careers messages reply ${application.id} "…" --domain ${group.domain}`,
  ];
  await enqueueMail(db, {
    to,
    subject: `Question from ${name} about ${application.positionTitle}`,
    text: lines.join('\n'),
    html: lines
      .filter((line) => line !== '')
      .map((line) => `<p style="white-space:pre-wrap">${escapeHtml(line)}</p>`)
      .join(''),
  });
}

// One transaction: the application read (404 unless the candidate's own), the hour's count (a
// refused attempt rolls back with it, and the count stays at the limit), the message and the
// team's mail. The answer is built from what was written, without reading the thread back.
export async function sendApplicationMessage(
  scope: CandidateScope,
  applicationId: string,
  input: { body: string; fileId: string | null },
): Promise<{ message: ApplicationMessage }> {
  const { db, group, candidate, now } = scope;
  // The file must be one this candidate uploaded to this site: its name, size and type are the
  // stored file's, never what the page says.
  const [file] =
    input.fileId === null ? [] : await findStoredFiles(db, group.id, candidate.id, [input.fileId]);
  const id = await db.transaction(async (tx) => {
    const application = await requireOwnApplication(tx, scope, applicationId);
    if (!followUpConfig(group).messagesEnabled) {
      throw new AppError('forbidden', 'Questions about applications are not open on this site.');
    }
    if (input.fileId !== null && !file) {
      const message = 'This file was not found. Upload it again.';
      throw new AppError('validation_failed', message, { fieldErrors: { fileId: message } });
    }
    await enforceRateLimit(tx, MESSAGES_RATE_LIMIT, `${group.id}:${candidate.email}`, now);
    const messageId = await insertMessage(tx, application, {
      groupId: group.id,
      author: 'candidate',
      body: input.body,
      fileId: input.fileId,
      at: now,
    });
    await tellRecruitingTeam(tx, group, candidate, application, input.body);
    return messageId;
  });
  return {
    message: {
      id,
      author: 'candidate',
      body: input.body,
      attachment: file
        ? { fileId: file.id, name: file.name, size: file.size, type: file.contentType }
        : null,
      createdAt: now.toISOString(),
      readAt: null,
    },
  };
}
