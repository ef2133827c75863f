import type { Degree, LanguageProficiency } from '@careers/contracts';
import { serverText, serverTextLocale } from '../../shared/server-text';

// The fixed words of the exported resume, in the page's language (the server catalog's `resume`).
// The wording follows the profile page's (apps/web locales, profile.sections/degree/proficiency)
// so the PDF names things as the candidate saw them.

type ResumeHeading =
  'summary' | 'experience' | 'education' | 'skills' | 'languages' | 'certifications';

// The language the resume is written in: the page's, dates included (every site language has
// its words in the server catalog and its script in the PDF's fonts).
export type ResumeLanguage = string;

export type ResumeText = {
  language: ResumeLanguage;
  // The document's title and file name: "Resume - Jana Weber".
  resume: string;
  headings: Record<ResumeHeading, string>;
  present: string;
  validUntil: string;
  // Between a degree and its field ("Master's degree, Computer Science").
  comma: string;
  degrees: Record<Degree, string>;
  proficiencies: Record<LanguageProficiency, string>;
};

export function resumePdfText(locale: string): ResumeText {
  const language = serverTextLocale(locale);
  return { language, ...(serverText(language).resume as Omit<ResumeText, 'language'>) };
}

// Profile dates are YYYY-MM or YYYY-MM-DD; a resume shows the month ("Mar 2021", "März 2021").
// Gregorian whatever the language's default calendar, as the dates were entered.
export function formatMonth(language: ResumeLanguage, date: string): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    year: 'numeric',
    calendar: 'gregory',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

export function formatPeriod(
  text: ResumeText,
  period: { startDate: string; endDate: string | null; isCurrent: boolean },
): string {
  const end =
    period.isCurrent || period.endDate === null
      ? text.present
      : formatMonth(text.language, period.endDate);
  return `${formatMonth(text.language, period.startDate)} – ${end}`;
}
