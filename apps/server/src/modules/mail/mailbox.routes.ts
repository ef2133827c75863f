import { mailboxCall } from '@careers/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { AppError } from '../../shared/app-error';
import { escapeHtml } from '../../shared/escape-html';
import { listMailbox } from './mailbox.service';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

// The mailbox holds every login code, so it answers only a client on this machine — judged by the
// socket, never by X-Forwarded-For, and never through a proxy (which would make every visitor
// look local).
function isLocalClient(request: FastifyRequest): boolean {
  const isForwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !isForwarded && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

export function requireLocalClient(request: FastifyRequest): void {
  if (!isLocalClient(request)) throw new AppError('not_found', 'Not found.');
}

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
