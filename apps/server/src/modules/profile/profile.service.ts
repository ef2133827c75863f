import {
  CertificationEntrySchema,
  EducationEntrySchema,
  ExperienceEntrySchema,
  JobPreferencesSchema,
  LanguageEntrySchema,
  LinkEntrySchema,
  PROFILE_CHECKS,
  avatarPath,
  PROFILE_LIST_MAX,
  PROFILE_SECTIONS,
  PROFILE_SKILLS_FOR_COMPLETION,
  type Profile,
  type ProfileAnalysis,
  type ProfileCheck,
  type ProfileEdit,
  type ProfileSection,
  type EducationEntry,
  type ExperienceEntry,
  type LanguageEntry,
  type LinkEntry,
} from '@careers/contracts';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { CandidateScope } from '../auth/auth.public';
import { listCandidateSkills, type Candidate } from '../candidates/candidates.public';
import { applyListEdit } from './profile-edit';
import {
  findProfileRow,
  lockCandidateRow,
  replaceCandidateSkills,
  updateCandidateName,
  upsertProfileRow,
  type ProfileRow,
  type ProfileRowUpdate,
} from './profile.repository';

// Rows are written through the contract's schemas; reading them through the same schemas keeps
// an entry that no longer fits (a schema that grew stricter) out of the answer instead of
// failing the whole profile.
function entries<T extends z.ZodType>(schema: T, stored: unknown): z.output<T>[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: unknown) => {
    const parsed = schema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

const FilledSchema = z.enum(PROFILE_SECTIONS);

function toProfile(candidate: Candidate, row: ProfileRow | null, skills: string[]): Profile {
  const preferences = JobPreferencesSchema.safeParse(row?.jobPreferences ?? {});
  return {
    encId: candidate.encId,
    email: candidate.email,
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    phone: row?.phone ?? '',
    location: row?.location ?? '',
    headline: row?.headline ?? '',
    avatar: row?.avatarFileId ? avatarPath(row.avatarFileId) : null,
    summary: row?.summary ?? '',
    experience: entries(ExperienceEntrySchema, row?.experience),
    education: entries(EducationEntrySchema, row?.education),
    skills,
    links: entries(LinkEntrySchema, row?.links),
    certifications: entries(CertificationEntrySchema, row?.certifications),
    languages: entries(LanguageEntrySchema, row?.languages),
    jobPreferences: preferences.success ? preferences.data : JobPreferencesSchema.parse({}),
    filledFromResume: entries(FilledSchema, row?.filledFromResume),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function showProfile(db: Database, candidate: Candidate): Promise<Profile> {
  const [row, skills] = await Promise.all([
    findProfileRow(db, candidate.id),
    listCandidateSkills(db, candidate.id),
  ]);
  return toProfile(candidate, row, skills);
}

const CHECK_SECTION: Record<ProfileCheck, ProfileSection> = {
  name: 'contact',
  phone: 'contact',
  location: 'contact',
  headline: 'contact',
  summary: 'summary',
  experience: 'experience',
  education: 'education',
  skills: 'skills',
  languages: 'languages',
  links: 'links',
  job_preferences: 'job_preferences',
};

function meets(profile: Profile, check: ProfileCheck): boolean {
  switch (check) {
    case 'name':
      return profile.firstName !== '' && profile.lastName !== '';
    case 'phone':
    case 'location':
    case 'headline':
    case 'summary':
      return profile[check] !== '';
    case 'experience':
    case 'education':
    case 'languages':
    case 'links':
      return profile[check].length > 0;
    case 'skills':
      return profile.skills.length >= PROFILE_SKILLS_FOR_COMPLETION;
    case 'job_preferences': {
      const { desiredTitles, desiredLocations, remotePreference } = profile.jobPreferences;
      return (
        desiredTitles.length > 0 ||
        desiredLocations.length > 0 ||
        remotePreference !== 'no_preference'
      );
    }
  }
}

// profile_analysis: the weights of the checks met, and the rest in the page's order of sections.
export function analyseProfile(profile: Profile): ProfileAnalysis {
  const checks = Object.entries(PROFILE_CHECKS) as [ProfileCheck, number][];
  let completion = 0;
  const missing: ProfileAnalysis['missing'] = [];
  for (const [check, weight] of checks) {
    if (meets(profile, check)) completion += weight;
    else missing.push({ check, section: CHECK_SECTION[check], weight });
  }
  return { completion, missing };
}

const sameSkill = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

// The row's columns an edit of one section writes.
function editedColumns(profile: Profile, edit: ProfileEdit): ProfileRowUpdate {
  switch (edit.opSection) {
    case 'contact': {
      const { phone, location, headline } = edit.opData.value;
      return { phone, location, headline };
    }
    case 'summary':
      return { summary: edit.opData.value };
    case 'job_preferences':
      return { jobPreferences: edit.opData.value };
    case 'skills':
      // Rows of candidate_skills, written by editProfile.
      return {};
    case 'experience':
      return {
        experience: applyListEdit(profile.experience, edit, PROFILE_LIST_MAX.experience),
      };
    case 'education':
      return { education: applyListEdit(profile.education, edit, PROFILE_LIST_MAX.education) };
    case 'links':
      return {
        links: applyListEdit(
          profile.links,
          edit,
          PROFILE_LIST_MAX.links,
          (a, b) => a.url === b.url,
        ),
      };
    case 'certifications':
      return {
        certifications: applyListEdit(
          profile.certifications,
          edit,
          PROFILE_LIST_MAX.certifications,
        ),
      };
    case 'languages':
      return {
        languages: applyListEdit(profile.languages, edit, PROFILE_LIST_MAX.languages, (a, b) =>
          sameSkill(a.language, b.language),
        ),
      };
  }
}

/**
 * Profile edit: one operation on one section, in one transaction that holds the candidate's row;
 * answers the new profile. A wrong index, a full list or a duplicate is a 422 and changes
 * nothing. A section the candidate edits is no longer marked as filled from a resume.
 */
export async function editProfile(scope: CandidateScope, edit: ProfileEdit): Promise<Profile> {
  const { candidate, now } = scope;
  return scope.db.transaction(async (tx) => {
    if (!(await lockCandidateRow(tx, candidate.groupId, candidate.id))) {
      throw new AppError('not_found', 'Not found');
    }
    const [row, skills] = await Promise.all([
      findProfileRow(tx, candidate.id),
      listCandidateSkills(tx, candidate.id),
    ]);
    const profile = toProfile(candidate, row, skills);
    const columns = editedColumns(profile, edit);
    let next: Candidate = candidate;
    let nextSkills = skills;
    if (edit.opSection === 'skills') {
      nextSkills = applyListEdit(skills, edit, PROFILE_LIST_MAX.skills, sameSkill);
      await replaceCandidateSkills(tx, candidate.id, nextSkills);
    }
    if (edit.opSection === 'contact') {
      const { firstName, lastName } = edit.opData.value;
      await updateCandidateName(tx, candidate.id, { firstName, lastName });
      next = { ...candidate, firstName, lastName };
    }
    const filled = profile.filledFromResume.filter((section) => section !== edit.opSection);
    await upsertProfileRow(tx, candidate.id, {
      ...columns,
      filledFromResume: filled,
      updatedAt: now,
    });
    return toProfile(next, await findProfileRow(tx, candidate.id), nextSkills);
  });
}

// What a parsed resume offers the profile.
export type ProfileFill = {
  firstName: string;
  lastName: string;
  phone: string;
  location: string;
  headline: string;
  summary: string;
  skills: string[];
  experience: ExperienceEntry[];
  education: EducationEntry[];
  languages: LanguageEntry[];
  links: LinkEntry[];
};

// Entries not in the list yet, by `key`, up to the list's limit.
function withNew<T>(list: T[], found: T[], max: number, key: (entry: T) => string): T[] {
  const known = new Set(list.map(key));
  const added = found.filter((entry) => {
    const id = key(entry);
    if (known.has(id)) return false;
    known.add(id);
    return true;
  });
  return [...list, ...added].slice(0, Math.max(max, list.length));
}

const lower = (text: string) => text.toLocaleLowerCase('en');

/**
 * A resume fills what the profile lacks and never overwrites what the candidate wrote — empty
 * contact fields and summary are filled, entries not there yet are added to the lists. Answers
 * the new profile and the sections it changed, which stay marked as filled from a resume until
 * the candidate edits them. Runs in the caller's transaction.
 */
export async function fillProfile(
  tx: Database,
  candidate: Candidate,
  fill: ProfileFill,
  now: Date,
): Promise<{ profile: Profile; filled: ProfileSection[] }> {
  if (!(await lockCandidateRow(tx, candidate.groupId, candidate.id))) {
    throw new AppError('not_found', 'Not found');
  }
  const [row, skills] = await Promise.all([
    findProfileRow(tx, candidate.id),
    listCandidateSkills(tx, candidate.id),
  ]);
  const before = toProfile(candidate, row, skills);
  const filled = new Set<ProfileSection>();
  const pick = (section: ProfileSection, current: string, found: string) => {
    if (current !== '' || found === '') return current;
    filled.add(section);
    return found;
  };
  const columns: ProfileRowUpdate = {
    phone: pick('contact', before.phone, fill.phone),
    location: pick('contact', before.location, fill.location),
    headline: pick('contact', before.headline, fill.headline),
    summary: pick('summary', before.summary, fill.summary),
  };
  const lists = {
    experience: withNew(before.experience, fill.experience, PROFILE_LIST_MAX.experience, (entry) =>
      lower(`${entry.company}|${entry.title}|${entry.period.startDate}`),
    ),
    education: withNew(before.education, fill.education, PROFILE_LIST_MAX.education, (entry) =>
      lower(`${entry.school}|${entry.degree}`),
    ),
    languages: withNew(before.languages, fill.languages, PROFILE_LIST_MAX.languages, (entry) =>
      lower(entry.language),
    ),
    links: withNew(before.links, fill.links, PROFILE_LIST_MAX.links, (entry) => entry.url),
  };
  for (const section of ['experience', 'education', 'languages', 'links'] as const) {
    if (lists[section].length > before[section].length) {
      filled.add(section);
      columns[section] = lists[section];
    }
  }
  const nextSkills = withNew(before.skills, fill.skills, PROFILE_LIST_MAX.skills, lower);
  if (nextSkills.length > before.skills.length) {
    filled.add('skills');
    await replaceCandidateSkills(tx, candidate.id, nextSkills);
  }
  let next = candidate;
  if (candidate.firstName === '' && fill.firstName !== '') {
    const name = { firstName: fill.firstName, lastName: candidate.lastName || fill.lastName };
    await updateCandidateName(tx, candidate.id, name);
    next = { ...candidate, ...name };
    filled.add('contact');
  }
  const changed = PROFILE_SECTIONS.filter((section) => filled.has(section));
  const marked = PROFILE_SECTIONS.filter(
    (section) => filled.has(section) || before.filledFromResume.includes(section),
  );
  await upsertProfileRow(tx, candidate.id, {
    ...columns,
    filledFromResume: marked,
    updatedAt: now,
  });
  const profile = toProfile(next, await findProfileRow(tx, candidate.id), nextSkills);
  return { profile, filled: changed };
}
