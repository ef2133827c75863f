import type { EmploymentType, Seniority } from '@careers/contracts';
import { skillsTaxonomyData as taxonomy } from '../skills/skills.public';
import type { JobFamily, JobFamilyKey, JobRole } from './data/job-family';
import { createWeightedPicker } from './random';
import type { WeightedPicker } from './random';

// What the generator draws from for one family, built once per family.
export type FamilyPickers = {
  seniorities: WeightedPicker<Seniority>;
  employmentTypes: WeightedPicker<EmploymentType>;
  rolesBySeniority: ReadonlyMap<Seniority, readonly JobRole[]>;
  skills: readonly string[];
  // Related families' skills and the cross-functional ones.
  otherSkills: readonly string[];
};

const MANAGEMENT: readonly Seniority[] = ['manager', 'director', 'executive'];

const skillsByFamily = new Map<string, readonly string[]>(
  taxonomy.families.map((entry) => [entry.family, entry.skills]),
);

function familySkills(key: JobFamilyKey | 'cross-functional'): readonly string[] {
  return skillsByFamily.get(key) ?? [];
}

const cache = new Map<JobFamilyKey, FamilyPickers>();

export function familyPickers(family: JobFamily): FamilyPickers {
  let pickers = cache.get(family.key);
  if (!pickers) {
    pickers = buildPickers(family);
    cache.set(family.key, pickers);
  }
  return pickers;
}

function buildPickers(family: JobFamily): FamilyPickers {
  const rolesBySeniority = new Map<Seniority, JobRole[]>();
  for (const role of family.roles) {
    for (const seniority of role.seniorities) {
      rolesBySeniority.set(seniority, [...(rolesBySeniority.get(seniority) ?? []), role]);
    }
  }
  // A level no role is hired at (and no management title covers) is never drawn.
  const seniorities = (Object.keys(family.seniorityWeights) as Seniority[]).filter(
    (seniority) => MANAGEMENT.includes(seniority) || rolesBySeniority.has(seniority),
  );
  return {
    seniorities: createWeightedPicker(
      seniorities,
      (seniority) => family.seniorityWeights[seniority] ?? 0,
    ),
    employmentTypes: createWeightedPicker(
      Object.keys(family.employmentTypeWeights) as EmploymentType[],
      (type) => family.employmentTypeWeights[type] ?? 0,
    ),
    rolesBySeniority,
    skills: familySkills(family.key),
    otherSkills: [
      ...family.relatedFamilies.flatMap((key) => familySkills(key)),
      ...familySkills('cross-functional'),
    ],
  };
}
