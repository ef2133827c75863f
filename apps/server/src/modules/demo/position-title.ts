import type { Seniority } from '@careers/contracts';
import type { JobFamily, JobRole, TitlePair } from './data/job-family';

// "Senior Software Engineer", "Staff Data Scientist", "Charge Nurse", "Director of Marketing";
// `role` is null for management levels, whose titles come from the family.
export function titleFor(family: JobFamily, role: JobRole | null, seniority: Seniority): TitlePair {
  const title = role ? roleTitle(family, role, seniority) : managementTitle(family, seniority);
  return { en: title.en, de: `${title.de} (m/w/d)` };
}

function roleTitle(family: JobFamily, role: JobRole, seniority: Seniority): TitlePair {
  const own = role.titles?.[seniority];
  if (own) return own;
  // Hourly roles read the same at entry and mid level: nobody hires a "Junior Cashier".
  const isHourly = role.hourlyPayUsd !== undefined;
  switch (seniority) {
    case 'intern':
      return { en: `${role.en} Intern`, de: `Praktikum im Bereich ${family.management.area.de}` };
    case 'entry':
      return isHourly ? role : { en: `Junior ${role.en}`, de: `Junior ${role.de}` };
    case 'senior':
      return { en: `Senior ${role.en}`, de: `Senior ${role.de}` };
    case 'lead': {
      const prefix = isHourly ? 'Lead' : family.leadPrefix;
      return { en: `${prefix} ${role.en}`, de: `${prefix} ${role.de}` };
    }
    default:
      return role;
  }
}

function managementTitle(family: JobFamily, seniority: Seniority): TitlePair {
  const { manager, area, executive } = family.management;
  switch (seniority) {
    case 'director':
      return { en: `Director of ${area.en}`, de: `Leitung ${area.de}` };
    case 'executive':
      return executive ?? { en: `Head of ${area.en}`, de: `Bereichsleitung ${area.de}` };
    default:
      return manager;
  }
}

// "a Data Scientist", "an Account Executive", "an SEO Specialist", "a UX Designer".
export function withArticle(title: string): string {
  const first = title.split(' ', 1)[0] ?? '';
  const isAcronym = first.length > 1 && first === first.toUpperCase();
  const soundsLikeVowel = isAcronym ? /^[AEFHILMNORSX]/.test(first) : /^[AEIOU]/.test(first);
  return `${soundsLikeVowel ? 'an' : 'a'} ${title}`;
}
