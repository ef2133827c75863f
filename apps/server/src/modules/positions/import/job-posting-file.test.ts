import { describe, expect, it } from 'vitest';
import { NOW, parseFixture, parseText } from './fixtures/parse-fixture';

describe('parsePositionFile with schema.org JobPosting JSON', () => {
  it('reads every posting of a JSON-LD file into a position', () => {
    const result = parseFixture('job-postings.jsonld');

    expect(result.errors).toEqual([]);
    expect(result.format).toBe('json');
    expect(result.rows.map(({ line }) => line)).toEqual([1, 2, 3, 4]);
    const [engineer, support, warehouse, intern] = result.rows.map(({ input }) => input);
    expect(engineer).toMatchObject({
      externalId: 'ENG-101',
      title: 'Senior Backend Engineer',
      department: 'Engineering',
      team: 'Platform',
      seniority: 'senior',
      employmentType: 'full_time',
      workLocationOption: 'hybrid',
      locations: [{ city: 'Berlin', region: 'Berlin', countryCode: 'DE', lat: 52.52, lng: 13.405 }],
      remoteCountries: [],
      skills: ['TypeScript', 'PostgreSQL', 'Kubernetes'],
      salary: { min: 70_000, max: 90_000, currency: 'EUR', period: 'year' },
      postedAt: new Date('2026-03-02T00:00:00Z'),
      validThrough: new Date('2026-06-30T23:59:59Z'),
      isPrivate: false,
    });
    expect(engineer?.descriptionHtml).toContain('<ul><li>TypeScript</li>');
    expect(support).toMatchObject({
      externalId: 'SUP-7',
      department: 'Customer Success',
      seniority: 'mid',
      employmentType: 'part_time',
      workLocationOption: 'remote',
      locations: [],
      remoteCountries: ['DE', 'AT'],
      skills: ['German', 'English', 'Zendesk'],
      salary: { min: 18.5, max: 22, currency: 'EUR', period: 'hour' },
      postedAt: NOW,
      validThrough: null,
    });
    expect(warehouse).toMatchObject({
      externalId: '4711',
      seniority: 'lead',
      workLocationOption: 'onsite',
      locations: [
        { city: 'Hamburg', region: 'Hamburg', countryCode: 'DE', lat: 53.5511, lng: 9.9937 },
        { city: 'Bremen', region: null, countryCode: 'DE', lat: 53.0793, lng: 8.8017 },
      ],
      salary: null,
      postedAt: new Date('2026-02-20T07:30:00Z'),
      isPrivate: true,
    });
    expect(intern).toMatchObject({
      externalId: null,
      microsite: 'students',
      seniority: 'intern',
      employmentType: 'internship',
    });
  });

  it('reads a single posting and the JobPosting nodes of a graph', () => {
    const posting = {
      '@type': 'JobPosting',
      title: 'Remote Writer',
      description: '',
      employmentType: 'CONTRACTOR',
      department: 'Content',
      jobLocationType: 'telecommute',
    };
    const single = parseText(JSON.stringify(posting), 'writer.json');
    expect(single.errors).toEqual([]);
    expect(single.rows[0]?.input).toMatchObject({
      employmentType: 'contract',
      title: 'Remote Writer',
    });

    const graph = { '@graph': [{ '@type': 'Organization', name: 'Northwind' }, posting] };
    const fromGraph = parseText(JSON.stringify(graph), 'site.jsonld');
    expect(fromGraph.errors).toEqual([]);
    expect(fromGraph.rows.map(({ line }) => line)).toEqual([2]);
  });

  it('says which field of which item is wrong, in the posting’s own words', () => {
    const postings = [
      {
        title: 'Welder',
        employmentType: 'VOLUNTEER',
        department: 'Plant',
        jobLocation: {
          address: { addressLocality: 'Linz', addressCountry: 'Austria' },
          geo: { latitude: 'north', longitude: 14.28 },
        },
        baseSalary: { currency: 'EUR', value: { minValue: 20, maxValue: 30 } },
        datePosted: '03/04/2026',
      },
      {
        '@type': 'Organization',
        title: 'Painter',
        employmentType: 'FULL_TIME',
        department: 'Plant',
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: 'Narnia' },
        private: 'yes',
      },
    ];
    const result = parseText(JSON.stringify(postings), 'postings.json');

    expect(result.rows).toEqual([]);
    expect(result.errors).toEqual([
      {
        line: 1,
        message:
          'employmentType: "VOLUNTEER" is not one of FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN',
      },
      { line: 1, message: 'jobLocation.geo.latitude: must be a number' },
      { line: 1, message: 'baseSalary.value.unitText: is required' },
      {
        line: 1,
        message: 'datePosted: must be an ISO 8601 date such as 2026-03-01 or 2026-03-01T09:00:00Z',
      },
      { line: 2, message: '@type: must be JobPosting' },
      {
        line: 2,
        message:
          'applicantLocationRequirements: "Narnia" is not a country code (ISO 3166-1) or an English country name',
      },
      { line: 2, message: 'private: must be true or false' },
    ]);
  });

  it('geocodes a place without coordinates, or asks for them when the place is unknown', () => {
    expect(parseFixture('unknown-city.json')).toEqual({
      format: 'json',
      rows: [],
      errors: [{ line: 1, message: 'Unknown place: Atlantis, GR; add latitude and longitude' }],
    });
  });

  it('refuses what is not an array of JobPosting objects, as one error for the file', () => {
    const expected = 'Expected a JSON array of schema.org JobPosting objects';
    expect(parseFixture('not-postings.json').errors).toEqual([
      { line: 0, message: `${expected}, not an object without "@type": "JobPosting"` },
    ]);
    expect(parseText('[{"title": "A"}, 2]', 'a.json').errors).toEqual([
      { line: 0, message: `${expected}; item 2 is a number` },
    ]);
    expect(parseText('"postings"', 'a.json').errors).toEqual([
      { line: 0, message: `${expected}, not a string` },
    ]);
    expect(parseText('[]', 'a.json').errors).toEqual([
      { line: 0, message: `${expected}; found none` },
    ]);
    expect(parseText('[{"title": "A",}]', 'a.json').errors).toEqual([
      { line: 0, message: expect.stringMatching(/^Not valid JSON: /) as unknown },
    ]);
  });
});
