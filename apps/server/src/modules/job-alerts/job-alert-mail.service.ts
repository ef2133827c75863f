import { escapeHtml } from '../../shared/escape-html';
import type { OutgoingMail } from '../mail/mail.public';
import { mailText } from '../notifications/notifications.public';

// The two mails of a job alert — the confirmation a visitor asked for, and the digest.

const DIGEST_LIST_MAX = 10;

export type DigestJob = { title: string; location: string; url: string };

const link = (url: string, text: string) => `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>`;

export function buildConfirmMail(input: {
  to: string;
  company: string;
  search: string;
  confirmUrl: string;
  language: string;
}): OutgoingMail {
  const { company, search, language } = input;
  const body = mailText('confirmBody', { company, search }, language);
  const button = mailText('confirmButton', {}, language);
  const ignore = mailText('confirmIgnore', {}, language);
  return {
    to: input.to,
    subject: mailText('confirmSubject', { company }, language),
    text: `${body}\n\n${button}: ${input.confirmUrl}\n\n${ignore}`,
    html:
      `<p>${escapeHtml(body)}</p><p>${link(input.confirmUrl, button)}</p>` +
      `<p>${escapeHtml(ignore)}</p>`,
  };
}

export function buildDigestMail(input: {
  to: string;
  company: string;
  search: string;
  count: number;
  jobs: readonly DigestJob[];
  seeAllUrl: string;
  unsubscribeUrl: string;
  language: string;
}): OutgoingMail {
  const { company, search, count, language } = input;
  const jobs = input.jobs.slice(0, DIGEST_LIST_MAX);
  const intro = mailText('digestIntro', { company, search }, language);
  const seeAll = mailText('digestSeeAll', {}, language);
  const unsubscribe = mailText('unsubscribe', {}, language);
  const named = (job: DigestJob) => (job.location ? `${job.title} — ${job.location}` : job.title);
  const text = [
    intro,
    '',
    ...jobs.map((job) => `- ${named(job)}\n  ${job.url}`),
    '',
    `${seeAll}: ${input.seeAllUrl}`,
    '',
    `${unsubscribe}: ${input.unsubscribeUrl}`,
  ].join('\n');
  const html =
    `<p>${escapeHtml(intro)}</p><ul>` +
    jobs
      .map(
        (job) =>
          `<li>${link(job.url, job.title)}${job.location ? ` — ${escapeHtml(job.location)}` : ''}</li>`,
      )
      .join('') +
    `</ul><p>${link(input.seeAllUrl, seeAll)}</p>` +
    `<p style="font-size:small">${link(input.unsubscribeUrl, unsubscribe)}</p>`;
  return {
    to: input.to,
    subject: mailText('digestSubject', { count, search }, language),
    text,
    html,
    // RFC 2369: mail clients show their own unsubscribe button; it opens the same page.
    headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>` },
  };
}
