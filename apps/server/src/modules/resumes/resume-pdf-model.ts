import type { Profile } from '@careers/contracts';
import { formatMonth, formatPeriod, type ResumeText } from './resume-pdf-text';

// What the exported resume says, section by section, before it is laid out.
// Empty sections are left out; the fonts to embed are read from this.

// A job, a degree or a certificate: its title with a date at the other edge, a line under it
// and free text.
export type ResumeEntry = { title: string; aside: string; subtitle: string; body: string };

export type ResumeSection =
  // The candidate's own prose, which takes its direction from its first letter (dir="auto").
  | { kind: 'text'; heading: string; text: string }
  // Items we join, in the page's direction.
  | { kind: 'list'; heading: string; text: string }
  | { kind: 'entries'; heading: string; entries: ResumeEntry[] }
  | { kind: 'pairs'; heading: string; pairs: [string, string][] };

export type ResumeModel = {
  name: string;
  headline: string;
  contact: string;
  sections: ResumeSection[];
};

const SEPARATOR = ' · ';
// Each item is a bidi isolate (FSI … PDI, UAX #9), so the items of a list follow the page's
// direction: without, an email and a phone number run together as one left-to-right stretch
// and an Arabic page would read them in the wrong order.
const joined = (parts: readonly string[]) =>
  parts
    .filter((part) => part !== '')
    .map((part) => `\u2068${part}\u2069`)
    .join(SEPARATOR);
// An address reads shorter without its scheme and final slash; it stays whole otherwise.
const shownUrl = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

export function fullName(profile: Pick<Profile, 'firstName' | 'lastName'>): string {
  return `${profile.firstName} ${profile.lastName}`.trim();
}

function sections(profile: Profile, text: ResumeText): ResumeSection[] {
  const { headings } = text;
  const month = (date: string) => (date === '' ? '' : formatMonth(text.language, date));
  const all: ResumeSection[] = [
    { kind: 'text', heading: headings.summary, text: profile.summary },
    {
      kind: 'entries',
      heading: headings.experience,
      entries: profile.experience.map((job) => ({
        title: job.title,
        aside: formatPeriod(text, job.period),
        subtitle: joined([job.company, job.location]),
        body: job.summary,
      })),
    },
    {
      kind: 'entries',
      heading: headings.education,
      entries: profile.education.map((school) => ({
        title: [text.degrees[school.degree], school.field].filter(Boolean).join(text.comma),
        aside: month(school.graduated),
        subtitle: school.school,
        body: '',
      })),
    },
    { kind: 'list', heading: headings.skills, text: joined(profile.skills) },
    {
      kind: 'pairs',
      heading: headings.languages,
      pairs: profile.languages.map((entry) => [
        entry.language,
        text.proficiencies[entry.proficiency],
      ]),
    },
    {
      kind: 'entries',
      heading: headings.certifications,
      entries: profile.certifications.map((certificate) => ({
        title: certificate.name,
        aside: month(certificate.issued),
        subtitle: joined([
          certificate.issuer,
          certificate.expires === '' ? '' : `${text.validUntil} ${month(certificate.expires)}`,
        ]),
        body: '',
      })),
    },
  ];
  return all.filter((section) => {
    if (section.kind === 'text' || section.kind === 'list') return section.text.trim() !== '';
    if (section.kind === 'entries') return section.entries.length > 0;
    return section.pairs.length > 0;
  });
}

export function resumeModel(profile: Profile, text: ResumeText): ResumeModel {
  const name = fullName(profile);
  return {
    // A candidate who never gave a name is known by their address.
    name: name || profile.email,
    headline: profile.headline,
    contact: joined([
      name === '' ? '' : profile.email,
      profile.phone,
      profile.location,
      ...profile.links.map((link) => shownUrl(link.url)),
    ]),
    sections: sections(profile, text),
  };
}
