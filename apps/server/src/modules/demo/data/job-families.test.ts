import { describe, expect, it } from 'vitest';
import { JOB_FAMILIES } from './job-families';
import taxonomy from '../../skills/skills-taxonomy.json';

describe('skills taxonomy', () => {
  const skills = taxonomy.families.flatMap((entry) => entry.skills);

  it('holds at least 500 distinct skills in at least 12 families', () => {
    expect(skills.length).toBeGreaterThanOrEqual(500);
    expect(taxonomy.families.length).toBeGreaterThanOrEqual(12);
    expect(new Set(skills.map((skill) => skill.toLowerCase())).size).toBe(skills.length);
  });

  it('has skills for every job family', () => {
    const families = new Set(taxonomy.families.map((entry) => entry.family));
    for (const family of JOB_FAMILIES) expect(families).toContain(family.key);
    expect(families).toContain('cross-functional');
    for (const entry of taxonomy.families) expect(entry.skills.length).toBeGreaterThanOrEqual(25);
  });

  it('names skills within the position limits', () => {
    for (const skill of skills) expect(skill.trim()).toMatch(/^.{1,100}$/);
  });
});

describe('job families', () => {
  it('are distinct and complete', () => {
    expect(JOB_FAMILIES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(JOB_FAMILIES.map((family) => family.key)).size).toBe(JOB_FAMILIES.length);
    for (const family of JOB_FAMILIES) {
      expect(family.teams.length, family.key).toBeGreaterThan(0);
      expect(family.responsibilities.length, family.key).toBeGreaterThanOrEqual(6);
      expect(family.requirements.length, family.key).toBeGreaterThanOrEqual(5);
      expect(family.workLocations.length, family.key).toBeGreaterThan(0);
    }
  });

  it('have a role for every level below management they hire at', () => {
    for (const family of JOB_FAMILIES) {
      const levels = new Set(family.roles.flatMap((role) => role.seniorities));
      const hired = Object.keys(family.seniorityWeights).filter(
        (level) => !['manager', 'director', 'executive'].includes(level),
      );
      for (const level of hired) expect(levels, `${family.key} ${level}`).toContain(level);
    }
  });
});
