import { escapeHtml } from '../../shared/escape-html';
import { serverText } from '../../shared/server-text';
import type { OutgoingMail } from '../mail/mail.public';

// In the language of the page the code was asked from (the server catalog's `loginCode`); in
// English: subject "Your login code for {company} careers".
export function buildLoginCodeMail(
  to: string,
  company: string,
  code: string,
  locale: string,
): OutgoingMail {
  const words = serverText(locale).loginCode;
  const fill = (text: string, html: boolean) =>
    text
      .replace('{company}', html ? escapeHtml(company) : company)
      .replace('{code}', html ? `<strong>${code}</strong>` : code);
  const text = `${fill(words.code, false)}\n\n${fill(words.ignore, false)}`;
  const html = `<p>${fill(words.code, true)}</p><p>${fill(words.ignore, true)}</p>`;
  return { to, subject: fill(words.subject, false), text, html };
}
