import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFixture, parseText, readFixture } from './fixtures/parse-fixture';
import { describePositionFileLine, POSITION_ROW_MAX_CHARS } from './parse-position-file';
import { POSITION_CSV_HEADER_DOC } from './position-csv-header';

const CSV_HEADER = 'title,department,employment_type,work_location_option';

describe('parsePositionFile', () => {
  it('tells the format by the extension, else by the first character', () => {
    const json = readFixture('job-postings.jsonld');
    const csv = readFixture('positions.csv');
    expect(parseText(json, 'export.JSON').format).toBe('json');
    expect(parseText(`\n  ${json}`, 'export.txt').format).toBe('json');
    expect(parseText(csv, 'export').format).toBe('csv');
    expect(parseText(`\uFEFF${csv}`, 'export.csv').rows).toHaveLength(3);
    // The extension wins: a .csv file is read as CSV even when it holds JSON.
    expect(parseText(json, 'export.csv')).toMatchObject({ format: 'csv', rows: [] });
  });

  it('refuses an empty file, and one that is neither JSON nor CSV, as one error', () => {
    expect(parseText('  \n', 'positions.csv')).toEqual({
      format: null,
      rows: [],
      errors: [{ line: 0, message: 'The file is empty' }],
    });
    expect(parseText('<jobs><job/></jobs>', 'uploads/positions.xml').errors).toEqual([
      {
        line: 0,
        message: 'positions.xml is neither JSON (.json, .jsonld) nor CSV (.csv) with a header row',
      },
    ]);
  });

  it('refuses a second row with the same identifier', () => {
    const result = parseFixture('duplicate-identifier.csv');
    expect(result.rows.map(({ line }) => line)).toEqual([2, 3]);
    expect(result.errors).toEqual([
      { line: 4, message: 'Duplicate identifier "X-1": also on line 2' },
    ]);

    const postings = [1, 2].map(() => ({
      '@type': 'JobPosting',
      identifier: { '@type': 'PropertyValue', value: 'J-1' },
      title: 'Driver',
      employmentType: 'FULL_TIME',
      department: 'Logistics',
      jobLocationType: 'TELECOMMUTE',
    }));
    expect(parseText(JSON.stringify(postings), 'drivers.json').errors).toEqual([
      { line: 2, message: 'Duplicate identifier "J-1": also on item 1' },
    ]);
  });

  it('refuses control characters other than tab and line breaks in any text', () => {
    expect(parseFixture('control-character.json').errors).toEqual([
      {
        line: 1,
        message:
          'title: contains the control character U+0000; only tab and line breaks are allowed',
      },
      {
        line: 1,
        message:
          'skills: contains the control character U+001B; only tab and line breaks are allowed',
      },
    ]);
    const csv = `${CSV_HEADER},city,description_html\nCook,Kitchen,full_time,onsite,Ber\u0007lin,<p>a\tb</p>`;
    expect(parseText(csv, 'positions.csv').errors).toEqual([
      {
        line: 2,
        message:
          'city: contains the control character U+0007; only tab and line breaks are allowed',
      },
    ]);
  });

  it('refuses a row longer than the limit', () => {
    const long = 'x'.repeat(POSITION_ROW_MAX_CHARS);
    const csv = `${CSV_HEADER},description_html\nCook,Kitchen,full_time,remote,${long}\nBaker,Kitchen,full_time,remote,`;
    const result = parseText(csv, 'positions.csv');
    expect(result.errors).toEqual([{ line: 2, message: 'Longer than 100000 characters' }]);
    expect(result.rows.map(({ line }) => line)).toEqual([3]);
  });

  it('names where an error is: a CSV line, a JSON item, or the file', () => {
    expect(describePositionFileLine('csv', 4)).toBe('line 4');
    expect(describePositionFileLine('json', 4)).toBe('item 4');
    expect(describePositionFileLine('csv', 0)).toBe('file');
  });

  it('reads the examples of docs/position-import.md, which shows the CSV help text', () => {
    const docs = readFileSync(
      join(import.meta.dirname, '../../../../../../docs/position-import.md'),
      'utf8',
    );
    const example = (language: string) =>
      docs.split('```' + language + '\n')[1]?.split('```')[0] ?? '';
    expect(example('text').trim()).toBe(POSITION_CSV_HEADER_DOC);
    const json = parseText(example('json'), 'example.json');
    const csv = parseText(example('csv'), 'example.csv');
    expect([json.errors, csv.errors]).toEqual([[], []]);
    expect([json.rows.length, csv.rows.length]).toEqual([1, 2]);
  });
});
