import { escapeHtml } from '../../shared/escape-html';
import type { OutgoingMail } from '../mail/mail.public';

// Shared context: subject "Your login code for {company} careers".
export function buildLoginCodeMail(to: string, company: string, code: string): OutgoingMail {
  const text = `Your code is ${code}. It expires in 10 minutes.\n\nIf you did not ask to log in to ${company} careers, you can ignore this e-mail.`;
  const html = `<p>Your code is <strong>${code}</strong>. It expires in 10 minutes.</p><p>If you did not ask to log in to ${escapeHtml(company)} careers, you can ignore this e-mail.</p>`;
  return { to, subject: `Your login code for ${company} careers`, text, html };
}
