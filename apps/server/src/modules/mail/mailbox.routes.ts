import { mailboxCall } from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requireLocalClient } from '../../http/local-client';
import { escapeHtml } from '../../shared/escape-html';
import { listMailbox } from './mailbox.service';

// Demo mode only; the mail plugin does not register these otherwise (404).
export function registerMailboxRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, mailboxCall, async (_input, request) => {
    requireLocalClient(request);
    return listMailbox(deps);
  });

  app.get('/dev/mailbox', async (request, reply) => {
    requireLocalClient(request);
    const items = (await listMailbox(deps))
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
