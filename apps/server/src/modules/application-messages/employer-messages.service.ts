import { APPLICATION_MESSAGE_MAX_LENGTH, applicationPath } from '@careers/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import { findCandidateById } from '../candidates/candidates.public';
import type { Group } from '../config/config.public';
import { notifyCandidate } from '../notifications/notifications.public';
import {
  findCandidateEmail,
  findThreadApplication,
  insertMessage,
  listMessages,
  listThreads,
  markMessagesRead,
  type MessageRow,
  type ThreadApplication,
  type ThreadSummaryRow,
} from './application-messages.repository';

// The recruiting team's side of the conversations (`careers messages …`, docs/employer-cli.md):
// list the threads, read one (which marks the candidate's messages read), answer.

export type EmployerSite = { group: Group; publicOrigin: string };

const THREADS_LIST_MAX = 500;

async function requireGroupApplication(
  db: Database,
  group: Group,
  applicationId: string,
): Promise<ThreadApplication> {
  const application = await findThreadApplication(db, group.id, applicationId, null);
  if (!application) throw new AppError('not_found', `There is no application ${applicationId}.`);
  return application;
}

export async function listMessageThreads(
  db: Database,
  group: Group,
  options: { unanswered: boolean },
): Promise<ThreadSummaryRow[]> {
  return listThreads(db, group.id, options.unanswered, THREADS_LIST_MAX);
}

export type EmployerThread = {
  application: ThreadApplication;
  candidateEmail: string;
  messages: MessageRow[];
};

export async function showMessageThread(
  db: Database,
  group: Group,
  applicationId: string,
  now: Date,
): Promise<EmployerThread> {
  return db.transaction(async (tx) => {
    const application = await requireGroupApplication(tx, group, applicationId);
    // Listed before marking: the team sees which ones were new to them.
    const messages = await listMessages(tx, application.id);
    await markMessagesRead(tx, application, 'candidate', now);
    return {
      application,
      candidateEmail: await findCandidateEmail(tx, application.candidateId),
      messages,
    };
  });
}

// The answer reaches only that application's candidate: in the bell, and by mail unless they
// turned it off.
export async function replyToThread(
  db: Database,
  site: EmployerSite,
  applicationId: string,
  text: string,
  now: Date,
): Promise<{ messageId: number; candidateEmail: string }> {
  const body = text.trim();
  if (body.length === 0 || body.length > APPLICATION_MESSAGE_MAX_LENGTH) {
    throw new AppError(
      'validation_failed',
      `The answer must be 1 to ${APPLICATION_MESSAGE_MAX_LENGTH} characters.`,
    );
  }
  return db.transaction(async (tx) => {
    const application = await requireGroupApplication(tx, site.group, applicationId);
    const candidate = await findCandidateById(tx, site.group.id, application.candidateId);
    if (!candidate) throw new AppError('not_found', `There is no application ${applicationId}.`);
    const messageId = await insertMessage(tx, application, {
      groupId: site.group.id,
      author: 'employer',
      body,
      fileId: null,
      at: now,
    });
    // Answering is reading what it answers.
    await markMessagesRead(tx, application, 'candidate', now);
    await notifyCandidate(tx, site, candidate, {
      category: 'application',
      type: 'informational',
      message: {
        key: 'application.message_answered',
        params: { position: application.positionTitle },
      },
      redirectUrl: applicationPath(application.id),
    });
    return { messageId, candidateEmail: candidate.email };
  });
}
