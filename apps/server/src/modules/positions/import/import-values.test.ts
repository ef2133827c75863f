import { describe, expect, it } from 'vitest';
import { inferSeniority, readDate, readEmploymentType } from './import-values';

describe('import values', () => {
  it('infers the seniority from the most senior word of a title', () => {
    const titles: [string, string][] = [
      ['Senior Backend Engineer', 'senior'],
      ['Sr. Designer', 'senior'],
      ['Staff Engineer', 'lead'],
      ['Principal Product Manager', 'lead'],
      ['Senior Director, Sales', 'director'],
      ['Head of People', 'director'],
      ['VP Engineering', 'executive'],
      ['Chief of Staff', 'executive'],
      ['Engineering Manager', 'manager'],
      ['Senior Product Manager', 'senior'],
      ['Marketing Intern', 'intern'],
      ['Internal Auditor', 'mid'],
      ['Graduate Analyst', 'entry'],
      ['Junior Account Manager', 'entry'],
      ['Backend Engineer', 'mid'],
    ];
    expect(titles.map(([title]) => [title, inferSeniority(title)])).toEqual(titles);
  });

  it('reads schema.org and our own employment types in any case', () => {
    expect(
      ['FULL_TIME', 'full-time', 'Contractor', 'internship', 'intern', 'VOLUNTEER'].map(
        readEmploymentType,
      ),
    ).toEqual(['full_time', 'full_time', 'contract', 'internship', 'internship', null]);
  });

  it('reads ISO 8601 dates only, and no day that does not exist', () => {
    expect(readDate('2026-03-01')).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(readDate('2026-03-01T09:00:00+02:00')).toEqual(new Date('2026-03-01T07:00:00Z'));
    expect(readDate('2026-02-31')).toBeNull();
    expect(readDate('03/01/2026')).toBeNull();
    expect(readDate('March 1, 2026')).toBeNull();
  });
});
