import type { Degree, LanguageProficiency } from '@careers/contracts';

// The fixed words of the exported resume, in the page's language. The wording follows the profile
// page's (apps/web locales, profile.sections/degree/proficiency) so the PDF names things as the
// candidate saw them; other locales read English.

type ResumeHeading =
  'summary' | 'experience' | 'education' | 'skills' | 'languages' | 'certifications';

// The languages the resume is written in; other pages get English, dates included, so one
// document never mixes two languages.
export type ResumeLanguage = 'en' | 'de' | 'ar';

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

const EN: ResumeText = {
  language: 'en',
  resume: 'Resume',
  headings: {
    summary: 'Summary',
    experience: 'Experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    certifications: 'Certifications',
  },
  present: 'Present',
  validUntil: 'valid until',
  comma: ', ',
  degrees: {
    high_school: 'High school',
    associate: 'Associate degree',
    bachelor: "Bachelor's degree",
    master: "Master's degree",
    doctorate: 'Doctorate',
    other: 'Other',
  },
  proficiencies: {
    elementary: 'Elementary',
    limited_working: 'Limited working',
    professional_working: 'Professional working',
    full_professional: 'Full professional',
    native: 'Native or bilingual',
  },
};

const DE: ResumeText = {
  language: 'de',
  resume: 'Lebenslauf',
  headings: {
    summary: 'Profil',
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Fähigkeiten',
    languages: 'Sprachen',
    certifications: 'Zertifikate',
  },
  present: 'heute',
  validUntil: 'gültig bis',
  comma: ', ',
  degrees: {
    high_school: 'Schulabschluss',
    associate: 'Kurzstudium (Associate Degree)',
    bachelor: 'Bachelor',
    master: 'Master',
    doctorate: 'Promotion',
    other: 'Sonstiges',
  },
  proficiencies: {
    elementary: 'Grundkenntnisse',
    limited_working: 'Eingeschränkte berufliche Kenntnisse',
    professional_working: 'Gute berufliche Kenntnisse',
    full_professional: 'Verhandlungssicher',
    native: 'Muttersprache oder zweisprachig',
  },
};

const AR: ResumeText = {
  language: 'ar',
  resume: 'السيرة الذاتية',
  headings: {
    summary: 'نبذة مهنية',
    experience: 'الخبرة المهنية',
    education: 'التعليم',
    skills: 'المهارات',
    languages: 'اللغات',
    certifications: 'الشهادات',
  },
  present: 'حتى الآن',
  validUntil: 'صالحة حتى',
  comma: '، ',
  degrees: {
    high_school: 'الثانوية العامة',
    associate: 'دبلوم',
    bachelor: 'بكالوريوس',
    master: 'ماجستير',
    doctorate: 'دكتوراه',
    other: 'أخرى',
  },
  proficiencies: {
    elementary: 'مبتدئ',
    limited_working: 'كفاءة عملية محدودة',
    professional_working: 'كفاءة عملية مهنية',
    full_professional: 'كفاءة مهنية كاملة',
    native: 'لغة أم أو ثنائي اللغة',
  },
};

const CATALOG: Record<string, ResumeText | undefined> = { en: EN, de: DE, ar: AR };

export function resumePdfText(locale: string): ResumeText {
  return CATALOG[locale.split('-')[0] ?? ''] ?? EN;
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
