import { describe, expect, it } from 'vitest';
import { NOW, parseFixture, parseText } from './fixtures/parse-fixture';

const HEADER = 'title,department,employment_type,city,country,latitude,longitude';

describe('parsePositionFile with CSV', () => {
  it('reads quoted cells with commas and line breaks, and several places in one row', () => {
    const result = parseFixture('positions.csv');

    expect(result.errors).toEqual([]);
    expect(result.format).toBe('csv');
    expect(result.rows.map(({ line }) => line)).toEqual([2, 4, 5]);
    const [frontend, support, warehouse] = result.rows.map(({ input }) => input);
    expect(frontend).toMatchObject({
      externalId: 'ENG-201',
      title: 'Staff Frontend Engineer',
      team: 'Web',
      seniority: 'lead',
      employmentType: 'full_time',
      workLocationOption: 'hybrid',
      locations: [
        { city: 'Berlin', region: 'Berlin', countryCode: 'DE', lat: 52.52, lng: 13.405 },
        { city: 'Munich', region: 'Bavaria', countryCode: 'DE', lat: 48.137, lng: 11.575 },
      ],
      skills: ['TypeScript', 'React', 'CSS'],
      salary: { min: 80_000, max: 105_000, currency: 'EUR', period: 'year' },
      postedAt: new Date('2026-03-01T00:00:00Z'),
      validThrough: new Date('2026-05-31T00:00:00Z'),
      isPrivate: false,
      descriptionHtml:
        '<p>We ship the careers site, the booking flow, and the apps.\nYou will own the design system.</p>',
    });
    expect(support).toMatchObject({
      seniority: 'entry',
      employmentType: 'part_time',
      workLocationOption: 'remote',
      locations: [],
      remoteCountries: ['DE', 'AT', 'CH'],
      salary: { min: 17, max: 21, currency: 'EUR', period: 'hour' },
      postedAt: NOW,
      team: null,
    });
    expect(warehouse).toMatchObject({
      seniority: 'mid',
      employmentType: 'temporary',
      locations: [{ city: 'Hamburg', region: 'Hamburg', countryCode: 'DE', lat: 53.5511 }],
      isPrivate: true,
    });
  });

  it('reports bad rows by the line they start on and keeps the good ones', () => {
    const result = parseFixture('positions-with-errors.csv');

    expect(result.rows.map(({ line, input }) => [line, input.externalId])).toEqual([
      [2, 'A-1'],
      [3, 'A-2'],
      [7, 'A-4'],
    ]);
    expect(result.errors).toEqual([
      {
        line: 5,
        message: 'country: "XX" is not a country code (ISO 3166-1) or an English country name',
      },
      { line: 8, message: 'title: is required' },
      { line: 8, message: 'salary: max must not be below min' },
    ]);
  });

  it('names the cell of the place that is wrong when a row has several', () => {
    const text = [
      HEADER,
      'Cook,Kitchen,full_time,Berlin|Hamburg,DE,52.52|95,13.405|9.99',
      'Waiter,Service,full_time,Berlin|Hamburg|Bremen,DE|DE,,',
      'Host,Service,full_time,,DE,,',
    ].join('\r\n');
    expect(parseText(text, 'positions.csv').errors).toEqual([
      {
        line: 2,
        message:
          'city #2: Coordinates must be a latitude of -90 to 90 and a longitude of -180 to 180',
      },
      { line: 3, message: 'country: has 2 values separated by "|" for 3 cities' },
      { line: 4, message: 'city: is required' },
    ]);
  });

  it('refuses a row with the wrong number of cells, and an unknown employment type', () => {
    const text = [HEADER, 'Cook,Kitchen,full_time,Berlin', 'Cook,Kitchen,seasonal,,,,'].join('\n');
    expect(parseText(text, 'positions.csv').errors).toEqual([
      { line: 2, message: 'has 4 fields; the header has 7' },
      {
        line: 3,
        message:
          'employment_type: must be one of full_time, part_time, contract, temporary, internship',
      },
    ]);
  });

  it('refuses a header it does not know, and text that is not CSV', () => {
    expect(parseText('title,departmnet\nCook,Kitchen', 'positions.csv').errors).toEqual([
      {
        line: 1,
        message: expect.stringMatching(
          /^Unknown columns: departmnet\. The columns are: identifier,/,
        ) as unknown,
      },
    ]);
    expect(parseText('title,team\nCook,Kitchen', 'positions.csv').errors).toEqual([
      { line: 1, message: 'Missing columns: department' },
    ]);
    expect(parseText(`${HEADER}\n"Cook,Kitchen`, 'positions.csv').errors).toEqual([
      { line: 2, message: expect.stringMatching(/^Not valid CSV: Quote Not Closed/) as unknown },
    ]);
    expect(parseText(`${HEADER}\n\n`, 'positions.csv').errors).toEqual([
      { line: 0, message: 'The file has a header but no positions' },
    ]);
  });
});
