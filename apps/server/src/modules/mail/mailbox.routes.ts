import { MailboxResponseSchema } from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/app-deps';
import { sendData } from '../../http/contract';
import { escapeHtml } from '../shell/page-html';
import { listSentMail } from './outbox.repository';

const LIMIT = 100;

// DESIGN §5: demo mode only; buildApp does not register these otherwise (404).
export function registerMailboxRoutes(app: FastifyInstance, deps: AppDeps): void {
  const load = async () =>
    (await listSentMail(deps.db, LIMIT)).map((mail) => ({
      ...mail,
      sentAt: (mail.sentAt ?? new Date(0)).toISOString(),
    }));

  app.get('/api/dev/mailbox', async (_request, reply) =>
    sendData(reply, MailboxResponseSchema, { data: await load() }),
  );

  app.get('/dev/mailbox', async (_request, reply) => {
    const items = (await load())
      .map(
        (mail) =>
          `<li><article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}</p><pre>${escapeHtml(mail.text)}</pre></article></li>`,
      )
      .join('');
    const body = items ? `<ol>${items}</ol>` : '<p>No mail has been sent yet.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8" /><title>Dev mailbox</title></head><body><main><h1>Dev mailbox</h1>${body}</main></body></html>`,
      );
  });
}
