import { escapeHtml } from '../../shared/escape-html';
import { POSTING_PHRASES } from './data/posting-phrases';
import type { PostingLanguage } from './data/posting-phrases';
import type { DemoSalary } from './position-salary';

export type PostingContent = {
  language: PostingLanguage;
  intro: readonly string[];
  tasks: readonly string[];
  profile: readonly string[];
  benefits: readonly string[];
  salary: DemoSalary | null;
};

// Every piece is plain text and is escaped here, so the HTML is safe whatever the data holds.
export function describePosting(content: PostingContent): string {
  const phrases = POSTING_PHRASES[content.language];
  const pay = content.salary
    ? [formatPay(content.salary, content.language), phrases.payDisclaimer]
    : [phrases.payOnRequest];
  return [
    `<p>${content.intro.map(escapeHtml).join(' ')}</p>`,
    section(phrases.headings.tasks, content.tasks),
    section(phrases.headings.profile, content.profile),
    section(phrases.headings.benefits, content.benefits),
    section(phrases.headings.pay, pay),
  ].join('');
}

function section(heading: string, items: readonly string[]): string {
  const list = items.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  return `<h3>${escapeHtml(heading)}</h3><ul>${list}</ul>`;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatMoney(amount: number, currency: string, language: PostingLanguage): string {
  const key = `${language}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', {
      style: 'currency',
      currency,
      maximumFractionDigits: 2,
      minimumFractionDigits: 0,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

// "$120,000 – $150,000 per year"; "45.000 € – 55.000 € pro Jahr".
function formatPay(salary: DemoSalary, language: PostingLanguage): string {
  const range = `${formatMoney(salary.min, salary.currency, language)} – ${formatMoney(salary.max, salary.currency, language)}`;
  const period = POSTING_PHRASES[language].period[salary.period];
  return language === 'de' ? `${range} pro ${period}` : `${range} per ${period}`;
}
