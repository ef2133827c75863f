import { describe, expect, it } from 'vitest';
import { JOB_FAMILIES } from './data/job-families';
import { titleFor, withArticle } from './position-title';

const family = (key: string) => {
  const found = JOB_FAMILIES.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No family ${key}`);
  return found;
};
const role = (key: string, title: string) => {
  const found = family(key).roles.find((candidate) => candidate.en === title);
  if (!found) throw new Error(`No role ${title}`);
  return found;
};

describe('position titles', () => {
  it('combine a base title with its seniority', () => {
    const engineering = family('software-engineering');
    const engineer = role('software-engineering', 'Software Engineer');
    expect(titleFor(engineering, engineer, 'senior').en).toBe('Senior Software Engineer');
    expect(titleFor(engineering, engineer, 'lead').en).toBe('Staff Software Engineer');
    expect(titleFor(engineering, engineer, 'entry').en).toBe('Junior Software Engineer');
    expect(titleFor(engineering, engineer, 'intern').en).toBe('Software Engineer Intern');
    expect(titleFor(engineering, null, 'manager').en).toBe('Engineering Manager');
    expect(titleFor(engineering, null, 'director').en).toBe('Director of Engineering');
    expect(titleFor(family('marketing'), null, 'executive').en).toBe('Chief Marketing Officer');
    expect(titleFor(family('design'), null, 'executive').en).toBe('Head of Design');
  });

  it('keep frontline titles plain and use their own lead titles', () => {
    const nurse = role('healthcare', 'Registered Nurse');
    expect(titleFor(family('healthcare'), nurse, 'entry').en).toBe('Registered Nurse');
    expect(titleFor(family('healthcare'), nurse, 'lead').en).toBe('Charge Nurse');
    const associate = role('operations-supply-chain', 'Warehouse Associate');
    expect(titleFor(family('operations-supply-chain'), associate, 'mid').en).toBe(
      'Warehouse Associate',
    );
  });

  it('give German titles with (m/w/d)', () => {
    const engineer = role('software-engineering', 'Software Engineer');
    expect(titleFor(family('software-engineering'), engineer, 'senior').de).toBe(
      'Senior Softwareentwickler (m/w/d)',
    );
    expect(titleFor(family('legal'), null, 'director').de).toBe('Leitung Recht (m/w/d)');
  });

  it('choose the article by sound', () => {
    expect(withArticle('Account Executive')).toBe('an Account Executive');
    expect(withArticle('Data Scientist')).toBe('a Data Scientist');
    expect(withArticle('SEO Specialist')).toBe('an SEO Specialist');
    expect(withArticle('UX Designer')).toBe('a UX Designer');
    expect(withArticle('IT Manager')).toBe('an IT Manager');
  });
});
