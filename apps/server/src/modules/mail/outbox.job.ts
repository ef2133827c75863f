import type { AppDeps } from '../../app-deps';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { createPeriodicJob } from '../../shared/periodic-job';
import {
  claimMail,
  markMailFailed,
  markMailsSent,
  outboxBacklog,
  type ClaimedMail,
} from './outbox.repository';

export type OutboxWorker = {
  // Polls every few seconds until stopped (the mail plugin starts it with the app).
  start: () => void;
  notify: () => void;
  // Sends what is due now; resolves when done (tests, shutdown).
  flush: () => Promise<void>;
  stop: () => Promise<void>;
};

type Deliver = (mail: ClaimedMail) => Promise<void>;

const POLL_MS = 5000;
// After a call queues a mail: long enough for the mails of calls made at the same moment to go
// in one claim and one update (decision 020), short beside any mail's way to its reader.
const NOTIFY_DELAY_MS = 20;
const CLAIM_MS = 60_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

// Backs off 1, 2, 4, … minutes after each failed attempt, at most an hour.
export function retryTime(now: Date, attempts: number): Date {
  const delay = Math.min(60_000 * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
  return new Date(now.getTime() + delay);
}

// SMTP when SMTP_URL is set; otherwise (demo) the mail counts as sent and shows in the dev
// mailbox.
function createDeliver(smtpUrl: string | undefined, from: string): Deliver {
  if (!smtpUrl) return () => Promise.resolve();
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    });
  };
}

export function createOutboxWorker(options: {
  db: Database;
  clock: Clock;
  logger: AppDeps['logger'];
  metrics: AppDeps['metrics'];
  smtpUrl: string | undefined;
  mailFrom: string;
}): OutboxWorker {
  const deliver = createDeliver(options.smtpUrl, options.mailFrom);
  let notifyTimer: NodeJS.Timeout | null = null;

  async function drain(): Promise<void> {
    for (;;) {
      const batch = await claimMail(options.db, options.clock(), CLAIM_MS, 10);
      if (batch.length === 0) return;
      const sent: number[] = [];
      for (const mail of batch) {
        try {
          await deliver(mail);
          sent.push(mail.id);
        } catch (error) {
          options.logger.warn({ err: error, mailId: mail.id }, 'mail delivery failed');
          await markMailFailed(
            options.db,
            mail.id,
            String(error),
            retryTime(options.clock(), mail.attempts),
          );
        }
      }
      await markMailsSent(options.db, sent, options.clock());
    }
  }

  // What is waiting, for GET /metrics: a backlog that grows is mail that does not leave.
  options.metrics.gauge(
    'careers_outbox_unsent',
    'Mail queued and not yet sent.',
    async () => (await outboxBacklog(options.db, options.clock())).unsent,
  );
  options.metrics.gauge(
    'careers_outbox_oldest_unsent_seconds',
    'How long the oldest unsent mail has waited.',
    async () => (await outboxBacklog(options.db, options.clock())).oldestSeconds,
  );

  const poll = createPeriodicJob({
    everyMs: POLL_MS,
    name: 'outbox',
    metrics: options.metrics,
    run: drain,
    logger: options.logger,
    failure: 'outbox worker failed',
  });

  return {
    start: poll.start,
    notify: () => {
      if (poll.isStopped() || notifyTimer) return;
      notifyTimer = setTimeout(() => {
        notifyTimer = null;
        void poll.run();
      }, NOTIFY_DELAY_MS);
    },
    flush: poll.run,
    stop: async () => {
      if (notifyTimer) clearTimeout(notifyTimer);
      await poll.stop();
    },
  };
}
