import {
  PROFILE_LIST_MAX,
  type Degree,
  type EducationEntry,
  type ExperienceEntry,
  type LanguageEntry,
  type LanguageProficiency,
  type LinkEntry,
} from '@careers/contracts';
import { findPhoneNumbersInText, isSupportedCountry } from 'libphonenumber-js/max';
import { geocodePlace, placeLabel } from '../geo/geo.public';
import type { ProfileFill } from '../profile/profile.public';
import { knownSkill, skillsInText } from '../skills/skills.public';

// What a resume's text says about its owner, as profile entries.
// A resume has no fixed form, so the parser reads what most resumes share — a header with the
// name and contact details, then sections under headings — and leaves out what it is unsure of:
// the candidate reviews what it filled, and a wrong entry costs more than a missing one.

// What the profile can take from it (ProfileFill), and the email it gives.
export type ParsedResume = ProfileFill & { email: string };

type Section = 'summary' | 'experience' | 'education' | 'skills' | 'languages' | 'other';

// Headings in English and German, compared in lower case without a trailing colon.
const HEADINGS: Record<Section, string[]> = {
  summary: [
    'summary',
    'profile',
    'about me',
    'about',
    'professional summary',
    'objective',
    'profil',
    'zusammenfassung',
    'über mich',
    'kurzprofil',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career',
    'berufserfahrung',
    'erfahrung',
    'beruflicher werdegang',
    'werdegang',
  ],
  education: [
    'education',
    'academic background',
    'qualifications',
    'ausbildung',
    'bildung',
    'studium',
    'bildungsweg',
  ],
  skills: [
    'skills',
    'technical skills',
    'core skills',
    'key skills',
    'competencies',
    'core competencies',
    'kenntnisse',
    'fähigkeiten',
    'kompetenzen',
    'fachkenntnisse',
    'it-kenntnisse',
  ],
  languages: ['languages', 'language skills', 'sprachen', 'sprachkenntnisse'],
  other: [
    'certifications',
    'certificates',
    'projects',
    'interests',
    'hobbies',
    'references',
    'awards',
    'publications',
    'volunteering',
    'zertifikate',
    'projekte',
    'interessen',
    'referenzen',
  ],
};
const HEADING_SECTION = new Map<string, Section>(
  (Object.entries(HEADINGS) as [Section, string[]][]).flatMap(([section, names]) =>
    names.map((name) => [name, section] as const),
  ),
);

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u;
const URL_TEXT = /\b(?:https?:\/\/|www\.|(?:linkedin|github|gitlab)\.com\/)[^\s|,;]+/giu;
const BULLET = /^[•·▪◦●\-–*]\s*/u;

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  januar: 1,
  jän: 1,
  feb: 2,
  february: 2,
  februar: 2,
  mar: 3,
  march: 3,
  mär: 3,
  märz: 3,
  maerz: 3,
  apr: 4,
  april: 4,
  may: 5,
  mai: 5,
  jun: 6,
  june: 6,
  juni: 6,
  jul: 7,
  july: 7,
  juli: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  okt: 10,
  oktober: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
  dez: 12,
  dezember: 12,
};
const MONTH_NAMES = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const POINT = `(?:(?:${MONTH_NAMES})\\.?\\s+\\d{4}|\\d{1,2}\\s*[/.]\\s*\\d{4}|\\d{4})`;
const PRESENT = 'present|current|now|today|heute|aktuell|bis heute|jetzt';
const DATE_RANGE = new RegExp(`(${POINT})\\s*(?:-|–|—|to|bis)\\s*(${POINT}|${PRESENT})`, 'iu');

type Month = string; // YYYY-MM

function monthOf(point: string): Month | null {
  const text = point.toLocaleLowerCase('en').replace(/\.\s*/u, ' ').trim();
  const numeric = /^(\d{1,2})\s*[/.]\s*(\d{4})$/u.exec(text);
  if (numeric) {
    const month = Number(numeric[1]);
    return month >= 1 && month <= 12 ? `${numeric[2]}-${String(month).padStart(2, '0')}` : null;
  }
  const named = /^(\p{L}+)\s+(\d{4})$/u.exec(text);
  if (named) {
    const month = MONTHS[named[1] ?? ''];
    return month ? `${named[2]}-${String(month).padStart(2, '0')}` : null;
  }
  return /^\d{4}$/u.test(text) ? `${text}-01` : null;
}

type Range = { start: Month; end: Month | null; rest: string };

function rangeIn(line: string): Range | null {
  const match = DATE_RANGE.exec(line);
  if (!match) return null;
  const start = monthOf(match[1] ?? '');
  const endText = match[2] ?? '';
  const current = new RegExp(`^(?:${PRESENT})$`, 'iu').test(endText.trim());
  const end = current ? null : monthOf(endText);
  if (!start || (!current && !end) || (end !== null && end < start)) return null;
  const rest = (line.slice(0, match.index) + line.slice(match.index + match[0].length))
    .replace(/[|,–—-]\s*$/u, '')
    .replace(/^\s*[|,–—-]/u, '')
    .replace(/[()]/gu, '')
    .trim();
  return { start, end, rest };
}

function headingOf(line: string): Section | null {
  const key = line
    .toLocaleLowerCase('de')
    .replace(/[:：]\s*$/u, '')
    .replace(/\s+/gu, ' ')
    .trim();
  return HEADING_SECTION.get(key) ?? null;
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max).trim() : text);

function isContactLine(line: string): boolean {
  return EMAIL.test(line) || /\+?\d[\d\s()./-]{6,}\d/u.test(line) || URL_TEXT.test(line);
}

// "Alex Morgan", "Dr. Jana Weber", "José María García": two to four words of letters.
function nameIn(line: string): { firstName: string; lastName: string } | null {
  const words = line
    .replace(/^(dr|prof|mr|mrs|ms)\.?\s+/iu, '')
    .split(/\s+/u)
    .filter(Boolean);
  if (words.length < 2 || words.length > 4) return null;
  if (!words.every((word) => /^\p{Lu}[\p{L}'’.-]*$/u.test(word))) return null;
  const [first, ...rest] = words;
  return { firstName: first ?? '', lastName: rest.join(' ') };
}

// "Senior Engineer at Acme", "Acme — Senior Engineer", "Senior Engineer, Acme, Berlin".
function titleAndCompany(parts: string[]): { title: string; company: string } | null {
  if (parts.length >= 2) return { title: parts[0] ?? '', company: parts[1] ?? '' };
  const [line] = parts;
  if (!line) return null;
  const at = /^(.+?)\s+(?:at|@|bei)\s+(.+)$/iu.exec(line);
  if (at) return { title: at[1] ?? '', company: at[2] ?? '' };
  const split = line.split(/\s+[|–—-]\s+|,\s+/u).filter(Boolean);
  if (split.length >= 2) return { title: split[0] ?? '', company: split[1] ?? '' };
  return null;
}

function experienceIn(lines: string[]): ExperienceEntry[] {
  const entries: ExperienceEntry[] = [];
  let pending: string[] = [];
  let current: { entry: ExperienceEntry; notes: string[] } | null = null;
  const close = () => {
    if (current) {
      current.entry.summary = clip(current.notes.join(' '), 2000);
      entries.push(current.entry);
    }
    current = null;
  };
  for (const line of lines) {
    const range = rangeIn(line);
    if (range) {
      // The lines since the last entry's notes name this one; notes are bullets.
      const header = [...pending, ...(range.rest ? [range.rest] : [])].slice(-2);
      const named = titleAndCompany(header);
      if (named) {
        close();
        current = {
          entry: {
            title: clip(named.title.trim(), 150),
            company: clip(named.company.trim(), 150),
            location: '',
            period: { startDate: range.start, endDate: range.end, isCurrent: range.end === null },
            summary: '',
          },
          notes: [],
        };
      }
      pending = [];
      continue;
    }
    if (current && BULLET.test(line)) current.notes.push(line.replace(BULLET, ''));
    else if (
      current &&
      pending.length === 0 &&
      current.notes.length > 0 &&
      !/^\p{Lu}/u.test(line)
    ) {
      current.notes.push(line);
    } else pending.push(line);
    if (pending.length > 2) pending = pending.slice(-2);
  }
  close();
  return entries.slice(0, PROFILE_LIST_MAX.experience);
}

const DEGREE_WORDS: [RegExp, Degree][] = [
  [/\b(ph\.?\s?d|doctor|doctorate|dr\.\s?rer|promotion)\b/iu, 'doctorate'],
  [/\b(master|m\.?\s?sc|m\.?\s?a\.?|mba|m\.?\s?eng|diplom)\b/iu, 'master'],
  [/\b(bachelor|b\.?\s?sc|b\.?\s?a\.?|b\.?\s?eng|bsc|licence)\b/iu, 'bachelor'],
  [/\b(associate)\b/iu, 'associate'],
  [/\b(high school|abitur|a-levels|secondary school|gymnasium)\b/iu, 'high_school'],
];
const SCHOOL =
  /(universi|college|school|institut|hochschule|academy|akademie|polytechn|gymnasium|école|ecole|escuela|\bTU\b|\bETH\b)/iu;
// "im Fach Statistik", "BSc in Management", "Bachelor of Arts in History": the field, not the
// degree's own words.
const FIELD_PATTERNS = [
  /\bim fach\s+([\p{L}&' -]{2,80}?)(?=\s*(?:[|,(–—]|\d|$))/iu,
  /\bin\s+([\p{L}&' -]{2,80}?)(?=\s*(?:[|,(–—]|\d|$))/iu,
  /\bof\s+(?!science\b|arts\b|fine arts\b|engineering\b|business administration\b)([\p{L}&' -]{2,80}?)(?=\s*(?:[|,(–—]|\d|$))/iu,
];

function educationIn(lines: string[]): EducationEntry[] {
  const entries: EducationEntry[] = [];
  // Blocks: a school line and the lines around it up to the next school line.
  const blocks: string[][] = [];
  for (const line of lines) {
    if (SCHOOL.test(line) || blocks.length === 0) blocks.push([line]);
    else blocks[blocks.length - 1]?.push(line);
  }
  for (const block of blocks) {
    const text = block.join(' | ');
    const schoolLine = block.find((line) => SCHOOL.test(line));
    const degree = DEGREE_WORDS.find(([pattern]) => pattern.test(text))?.[1];
    if (!schoolLine || !degree) continue;
    const school = schoolLine
      .replace(DATE_RANGE, '')
      .split(/\s+[|–—-]\s+|,\s+(?=\p{L})/u)
      .find((part) => SCHOOL.test(part))
      ?.trim();
    if (!school) continue;
    const rest = text.replace(school, '');
    const field = FIELD_PATTERNS.map((pattern) => pattern.exec(rest)?.[1]?.trim()).find(Boolean);
    const years = [...text.matchAll(/\b(19[5-9]\d|20\d\d)\b/gu)].map((match) => match[1] ?? '');
    const graduated = years.length > 0 ? `${years[years.length - 1]}-01-01` : '';
    entries.push({
      school: clip(school, 150),
      degree,
      field: clip(field ?? '', 150),
      graduated,
    });
  }
  return entries.slice(0, PROFILE_LIST_MAX.education);
}

const PROFICIENCY_WORDS: [RegExp, LanguageProficiency][] = [
  [/native|mother tongue|muttersprache|bilingual/iu, 'native'],
  [/\bc2\b|fluent|full professional|verhandlungssicher|fließend/iu, 'full_professional'],
  [/\bc1\b|professional|business|advanced|sehr gut/iu, 'professional_working'],
  [/\bb[12]\b|intermediate|limited|conversational|gut/iu, 'limited_working'],
  [/\ba[12]\b|basic|elementary|beginner|grundkenntnisse/iu, 'elementary'],
];

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });
// The languages the parser recognises by name, English and German.
const KNOWN_LANGUAGES = new Map<string, string>();
for (const code of [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'pl',
  'ru',
  'tr',
  'ar',
  'zh',
  'ja',
  'ko',
  'hi',
  'sv',
  'da',
  'no',
  'fi',
  'cs',
  'el',
  'he',
  'uk',
  'ro',
  'hu',
]) {
  const english = LANGUAGE_NAMES.of(code);
  const german = new Intl.DisplayNames(['de'], { type: 'language' }).of(code);
  if (english) {
    KNOWN_LANGUAGES.set(english.toLocaleLowerCase('en'), english);
    if (german) KNOWN_LANGUAGES.set(german.toLocaleLowerCase('de'), english);
  }
}

function languagesIn(lines: string[]): LanguageEntry[] {
  const entries: LanguageEntry[] = [];
  for (const part of lines.flatMap((line) => line.split(/[,;|•·]/u))) {
    const word = /^\s*([\p{L}]+)/u.exec(part)?.[1];
    const language = word ? KNOWN_LANGUAGES.get(word.toLocaleLowerCase('de')) : undefined;
    if (!language || entries.some((entry) => entry.language === language)) continue;
    const proficiency =
      PROFICIENCY_WORDS.find(([pattern]) => pattern.test(part))?.[1] ?? 'professional_working';
    entries.push({ language, proficiency });
  }
  return entries.slice(0, PROFILE_LIST_MAX.languages);
}

function skillsIn(listed: string[], whole: string): string[] {
  const found = new Map<string, string>();
  const add = (skill: string) => {
    const key = skill.toLocaleLowerCase('en');
    if (!found.has(key)) found.set(key, skill);
  };
  for (const part of listed.flatMap((line) =>
    line.replace(/^[^:]{1,40}:\s*/u, '').split(/[,;|•·/]/u),
  )) {
    const skill = knownSkill(part.replace(BULLET, ''));
    if (skill) add(skill);
  }
  // A language the resume names is a language of the profile, not a skill.
  for (const skill of skillsInText(whole)) {
    if (!KNOWN_LANGUAGES.has(skill.toLocaleLowerCase('en'))) add(skill);
  }
  return [...found.values()].slice(0, PROFILE_LIST_MAX.skills);
}

function linksIn(text: string): LinkEntry[] {
  const links: LinkEntry[] = [];
  for (const match of text.matchAll(URL_TEXT)) {
    const raw = match[0].replace(/[.)]+$/u, '');
    const url = /^https?:\/\//iu.test(raw) ? raw : `https://${raw}`;
    try {
      const parsed = new URL(url);
      if (links.some((link) => link.url === parsed.href)) continue;
      const host = parsed.hostname.replace(/^www\./u, '');
      const label = host.startsWith('linkedin.')
        ? 'LinkedIn'
        : host.startsWith('github.')
          ? 'GitHub'
          : host.startsWith('gitlab.')
            ? 'GitLab'
            : '';
      links.push({ label, url: parsed.href });
    } catch {
      // Not a web address after all.
    }
  }
  return links.slice(0, PROFILE_LIST_MAX.links);
}

// The header's place: "Berlin, Germany", "Austin, TX", a segment between separators.
function locationIn(header: string[]): { label: string; countryCode: string | null } {
  const segments = header
    .flatMap((line) => line.split(/\s*[|•·\t]\s*/u))
    .map((segment) => segment.trim())
    .filter((segment) => segment.length > 1 && segment.length <= 60 && !isContactLine(segment));
  const ordered = [
    ...segments.filter((segment) => segment.includes(',')),
    ...segments.filter((segment) => !segment.includes(',') && segment.split(' ').length <= 3),
  ];
  for (const segment of ordered) {
    const city = geocodePlace(segment);
    if (city) return { label: placeLabel(city), countryCode: city.countryCode };
  }
  return { label: '', countryCode: null };
}

function phoneIn(text: string, home: string | null): string {
  // A number without its country code is read as one of the candidate's country, else as German
  // (the demo employer's) or American.
  const countries = [...(home && isSupportedCountry(home) ? [home] : []), 'DE', 'US'] as const;
  for (const country of countries) {
    const found = findPhoneNumbersInText(text, country).find((match) => match.number.isValid());
    if (found) return found.number.formatInternational();
  }
  return '';
}

export function parseResume(rawText: string): ParsedResume {
  // NFKC: PDFs often carry Arabic presentation forms and ligatures (ﬁ) instead of the letters.
  const text = rawText.normalize('NFKC').replace(/\r\n?/gu, '\n');
  const lines = text
    .split('\n')
    .map((line) => line.replace(/\s+/gu, ' ').trim())
    .filter((line) => line !== '');
  const sections: Record<Section, string[]> = {
    summary: [],
    experience: [],
    education: [],
    skills: [],
    languages: [],
    other: [],
  };
  const header: string[] = [];
  let section: Section | null = null;
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading) section = heading;
    else if (section) sections[section].push(line);
    else header.push(line);
  }

  const nameLineIndex = header.findIndex((line) => !isContactLine(line) && nameIn(line) !== null);
  const name = nameLineIndex >= 0 ? nameIn(header[nameLineIndex] ?? '') : null;
  const headlineLine = nameLineIndex >= 0 ? header[nameLineIndex + 1] : undefined;
  const headline =
    headlineLine &&
    !isContactLine(headlineLine) &&
    headlineLine.length <= 100 &&
    !headlineLine.includes('|') &&
    geocodePlace(headlineLine) === null
      ? headlineLine
      : '';

  const place = locationIn(header.slice(0, 8));
  return {
    firstName: name?.firstName ?? '',
    lastName: name?.lastName ?? '',
    email: EMAIL.exec(text)?.[0] ?? '',
    phone: phoneIn(header.join('\n') || text, place.countryCode),
    location: place.label,
    headline: clip(headline, 150),
    summary: clip(sections.summary.join(' '), 3000),
    skills: skillsIn(sections.skills, text),
    experience: experienceIn(sections.experience),
    education: educationIn(sections.education),
    languages: languagesIn(sections.languages),
    links: linksIn(text),
  };
}
