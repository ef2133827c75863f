import {
  MATCH_WEIGHTS,
  type Degree,
  OTHER_EXPERIENCE_CREDIT,
  RELATED_SKILL_CREDIT,
  SENIORITY_YEARS,
  type Match,
  type MatchFactor,
  type ProfilePeriod,
  type RemotePreference,
  type Seniority,
} from '@careers/contracts';
import { geocodePlace, placeLabel } from '../geo/geo.public';
import { familiesOf } from '../skills/skills.public';

// The score of a profile against a position, factor by factor, with the evidence each rests on
// (docs/product/match-and-chat.md). Pure: the service reads the rows.

// A job on the profile: when, the words of its title, and the skill families its title and
// summary name (worked out once per profile: reading skills in text is the slow part).
type MatchExperience = {
  period: ProfilePeriod;
  titleWords: readonly string[];
  families: readonly string[];
};

export type MatchProfile = {
  skills: readonly string[];
  experience: readonly MatchExperience[];
  // The degrees of the profile's education entries.
  degrees: readonly Degree[];
  location: string;
  desiredLocations: readonly string[];
  remotePreference: RemotePreference;
  // The years the candidate stated, which count instead of those worked out from their jobs.
  experienceYears: number | null;
};

export type MatchPosition = {
  title: string;
  skills: readonly string[];
  seniority: string;
  workLocationOption: string;
  locations: readonly { city: string; region: string | null; countryCode: string }[];
  remoteCountries: readonly string[];
  // Read from the description by the database (positions schema); null: it asks for none.
  educationRequired: string | null;
  educationOrExperience: boolean | null;
};

// A family every kind of job shares (communication, teamwork …) says nothing about relatedness.
const GENERIC_FAMILY = 'cross-functional';
const MONTH_MS = (365.25 / 12) * 24 * 60 * 60_000;

const lower = (text: string) => text.toLocaleLowerCase('en');

// Words of a title that say the level, not the kind of work ("Senior", "II", "Head of").
const LEVEL_WORDS = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'staff',
  'principal',
  'head',
  'chief',
  'associate',
  'assistant',
  'intern',
  'trainee',
  'working',
  'student',
  'i',
  'ii',
  'iii',
  'iv',
  'of',
  'and',
  'the',
  'for',
  'in',
  'with',
  'und',
  'der',
  'die',
  'das',
  'für',
  'mit',
  'm',
  'w',
  'd',
]);

// The words of a title that name the kind of work, lower case.
export function titleWords(title: string): string[] {
  return lower(title)
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((word) => word.length >= 2 && !LEVEL_WORDS.has(word));
}

// The skill families of the position's skills, the generic one left out.
function positionFamilies(position: MatchPosition): Set<string> {
  return new Set(position.skills.flatMap(familiesOf).filter((family) => family !== GENERIC_FAMILY));
}

function isLikeThePosition(
  entry: MatchExperience,
  words: ReadonlySet<string>,
  families: ReadonlySet<string>,
): boolean {
  return (
    entry.titleWords.some((word) => words.has(word)) ||
    entry.families.some((family) => families.has(family))
  );
}

function skillsFactor(profile: MatchProfile, position: MatchPosition) {
  const have = new Set(profile.skills.map(lower));
  const familiesHad = new Map<string, string>();
  for (const skill of profile.skills) {
    for (const family of familiesOf(skill)) {
      if (family !== GENERIC_FAMILY && !familiesHad.has(family)) familiesHad.set(family, skill);
    }
  }
  const matched: string[] = [];
  const missing: string[] = [];
  const related: { required: string; via: string }[] = [];
  for (const required of position.skills) {
    if (have.has(lower(required))) {
      matched.push(required);
      continue;
    }
    missing.push(required);
    const via = familiesOf(required)
      .map((family) => familiesHad.get(family))
      .find((skill) => skill !== undefined);
    if (via) related.push({ required, via });
  }
  const value =
    position.skills.length === 0
      ? null
      : (matched.length + related.length * RELATED_SKILL_CREDIT) / position.skills.length;
  return { matched, missing, related, value };
}

// Months covered by the profile's jobs, overlapping ones counted once, as years.
export function experienceYears(
  experience: readonly { period: ProfilePeriod }[],
  now: Date,
): number {
  const spans = experience
    .map(({ period }) => {
      const start = Date.parse(`${period.startDate}-01T00:00:00Z`);
      const end = period.endDate
        ? Date.parse(`${period.endDate}-01T00:00:00Z`) + MONTH_MS
        : now.getTime();
      return [start, Math.min(end, now.getTime())] as const;
    })
    .filter(([start, end]) => Number.isFinite(start) && end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const [start, end] of spans) {
    const from = Math.max(start, reach);
    if (end > from) total += end - from;
    reach = Math.max(reach, end);
  }
  return Math.round((total / (MONTH_MS * 12)) * 10) / 10;
}

function locationFactor(
  profile: MatchProfile,
  position: MatchPosition,
): Extract<MatchFactor, { factor: 'location' }> | null {
  const first = position.locations[0];
  const firstPlace = first ? placeLabel({ ...first, name: first.city }) : '';
  const places = [profile.location, ...profile.desiredLocations]
    .filter((text) => text.trim() !== '')
    .map((text) => ({ text, city: geocodePlace(text) }));
  const home = places[0]?.city ?? null;
  const isRemote = position.workLocationOption === 'remote';
  const base = { factor: 'location' as const, weight: MATCH_WEIGHTS.location };
  if (
    isRemote &&
    (position.remoteCountries.length === 0 ||
      (home !== null && position.remoteCountries.includes(home.countryCode)))
  ) {
    return { ...base, value: 1, reason: 'remote', place: places[0]?.text ?? '' };
  }
  if (places.length === 0) return null;
  if (profile.remotePreference === 'remote' && position.workLocationOption === 'onsite') {
    return { ...base, value: 0.25, reason: 'wantsRemote', place: firstPlace };
  }
  for (const { text, city } of places) {
    const same = city
      ? position.locations.find(
          (place) =>
            lower(place.city) === lower(city.name) && place.countryCode === city.countryCode,
        )
      : undefined;
    if (same) return { ...base, value: 1, reason: 'sameCity', place: text };
  }
  for (const { text, city } of places) {
    if (city && position.locations.some((place) => place.countryCode === city.countryCode)) {
      return { ...base, value: 0.5, reason: 'sameCountry', place: text };
    }
  }
  return { ...base, value: 0, reason: 'elsewhere', place: firstPlace };
}

const isSeniority = (value: string): value is Seniority => value in SENIORITY_YEARS;

// Schooling from least to most; "other" ranks nowhere.
const DEGREE_RANK: Partial<Record<Degree, number>> = {
  high_school: 1,
  associate: 2,
  bachelor: 3,
  master: 4,
  doctorate: 5,
};
const isDegree = (value: string): value is Degree => value in DEGREE_RANK;

// Left out when the job asks for no schooling or the profile lists none.
function educationFactor(
  profile: MatchProfile,
  position: MatchPosition,
  experienceMet: boolean,
): Extract<MatchFactor, { factor: 'education' }> | null {
  const required = position.educationRequired;
  if (required === null || !isDegree(required) || profile.degrees.length === 0) return null;
  const ranked = profile.degrees.filter((degree) => DEGREE_RANK[degree] !== undefined);
  const have = ranked.toSorted((a, b) => (DEGREE_RANK[b] ?? 0) - (DEGREE_RANK[a] ?? 0))[0] ?? null;
  const gap = (DEGREE_RANK[required] ?? 0) - (have ? (DEGREE_RANK[have] ?? 0) : 0);
  const experienceInstead = gap > 0 && position.educationOrExperience === true && experienceMet;
  const value = gap <= 0 || experienceInstead ? 1 : gap === 1 ? 0.5 : 0;
  return {
    factor: 'education',
    weight: MATCH_WEIGHTS.education,
    value,
    required,
    have,
    experienceInstead,
  };
}

export function scoreMatch(
  profile: MatchProfile,
  position: MatchPosition,
  options: { now: Date; strongMatchThreshold: number },
): Match {
  const skills = skillsFactor(profile, position);
  const factors: MatchFactor[] = [];
  if (skills.value !== null) {
    factors.push({
      factor: 'skills',
      weight: MATCH_WEIGHTS.skills,
      value: Math.round(skills.value * 1000) / 1000,
      related: skills.related,
    });
  }
  if (isSeniority(position.seniority)) {
    const stated = profile.experienceYears !== null;
    const allYears = experienceYears(profile.experience, options.now);
    const words = new Set(titleWords(position.title));
    const families = positionFamilies(position);
    const relevantYears = experienceYears(
      profile.experience.filter((entry) => isLikeThePosition(entry, words, families)),
      options.now,
    );
    // Stated years are the candidate's own account: they count in full.
    const years = profile.experienceYears ?? allYears;
    const counted =
      profile.experienceYears ??
      relevantYears + OTHER_EXPERIENCE_CREDIT * Math.max(0, allYears - relevantYears);
    const expectedYears = SENIORITY_YEARS[position.seniority];
    factors.push({
      factor: 'experience',
      weight: MATCH_WEIGHTS.experience,
      value:
        expectedYears === 0 ? 1 : Math.min(1, Math.round((counted / expectedYears) * 1000) / 1000),
      years,
      stated,
      relevantYears: stated ? years : relevantYears,
      expectedYears,
      seniority: position.seniority,
    });
  }
  const location = locationFactor(profile, position);
  if (location) factors.push(location);
  const experience = factors.find((factor) => factor.factor === 'experience');
  const education = educationFactor(profile, position, (experience?.value ?? 0) >= 1);
  if (education) factors.push(education);

  const weights = factors.reduce((sum, factor) => sum + factor.weight, 0);
  const share = factors.reduce((sum, factor) => sum + factor.weight * factor.value, 0);
  const score = weights === 0 ? null : Math.round((share / weights) * 5 * 2) / 2;
  return {
    score,
    isStrongMatch: score !== null && score >= options.strongMatchThreshold,
    matchedSkills: skills.matched,
    missingSkills: skills.missing,
    profileSkillCount: profile.skills.length,
    factors,
  };
}
