import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  overridesCall,
  positionDetailsCall,
  SIMILAR_POSITIONS_MAX,
  similarPositionsCall,
} from '@careers/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  createSearchSite,
  privateKeyOf,
  seedSearchPositions,
  type SearchFixtureIds,
} from '../search/search-fixtures.seed';
import { jobPostingLd } from './job-posting-ld.service';
import { summarize } from './job-page-meta';
import { archivePosition, savePositions } from './positions.service';
import { buildSitemap } from './sitemap.service';

// What a job page's HTML says before JavaScript (status, head, JobPosting), the sitemap and
// robots.txt.
describe('job pages, sitemap and robots.txt', () => {
  let t: TestApp;
  let domain: string;
  let groupId: string;
  let ids: SearchFixtureIds;
  let privateKey: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ domain, groupId } = await createSearchSite(t.db));
    ids = await seedSearchPositions(t.db, groupId, t.clock.now());
    privateKey = await privateKeyOf(t.db, groupId, ids.privateBerlin);
  });
  afterAll(() => t.close());

  const page = (path: string) =>
    t.app.inject({ url: `${path}${path.includes('?') ? '&' : '?'}domain=${domain}` });
  const jsonLdOf = (html: string): Record<string, unknown> | null => {
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    return json ? (JSON.parse(json) as Record<string, unknown>) : null;
  };
  const meta = (html: string, attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];

  it('carries the title, description, canonical link, Open Graph and JobPosting', async () => {
    const response = await page(`/careers/job/${ids.backendBerlin}-anything`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Senior Backend Engineer | Search Test</title>');
    expect(meta(html, 'name', 'description')).toBe('Build the services behind our careers sites.');
    expect(html).toContain(
      `<link rel="canonical" href="http://localhost:3000/careers/job/${ids.backendBerlin}-senior-backend-engineer?domain=${domain}" />`,
    );
    expect(meta(html, 'property', 'og:title')).toBe('Senior Backend Engineer | Search Test');
    expect(meta(html, 'name', 'robots')).toBeUndefined();
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Senior Backend Engineer',
      description: '<p>Build the services behind our careers sites.</p>',
      employmentType: 'FULL_TIME',
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Search Test', value: 'backendBerlin' },
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Search Test',
        sameAs: 'https://northwind.example',
        logo: 'http://localhost:3000/demo/northwind-logo.svg',
      },
      jobLocation: [
        {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
          geo: { '@type': 'GeoCoordinates', latitude: 52.52, longitude: 13.405 },
        },
      ],
    });
  });

  it('marks remote roles TELECOMMUTE with the countries they are open to', async () => {
    const html = (await page(`/careers/job/${ids.reliabilityRemote}`)).body;
    expect(jsonLdOf(html)).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'Germany' },
        { '@type': 'Country', name: 'Netherlands' },
        { '@type': 'Country', name: 'United Kingdom' },
      ],
    });
  });

  it('keeps a private link out of search engines and answers its numeric id with 404', async () => {
    const response = await page(`/careers/job/private?pid=${privateKey}`);
    expect(response.statusCode).toBe(200);
    expect(meta(response.body, 'name', 'robots')).toBe('noindex');
    expect(response.body).toContain('<title>Private Backend Engineer | Search Test</title>');
    expect((await page(`/careers/job/${ids.privateBerlin}`)).statusCode).toBe(404);
  });

  it('answers 410 for a closed position (no JobPosting) and 404 for one that does not exist', async () => {
    for (const closed of [ids.archived, ids.expired]) {
      const response = await page(`/careers/job/${closed}`);
      expect(response.statusCode).toBe(410);
      expect(jsonLdOf(response.body)).toBeNull();
      expect(meta(response.body, 'name', 'robots')).toBe('noindex');
    }
    for (const missing of ['999999999', 'not-a-job', "1'--", '9'.repeat(30)]) {
      expect((await page(`/careers/job/${encodeURIComponent(missing)}`)).statusCode).toBe(404);
    }
    const other = await createSearchSite(t.db);
    const otherIds = await seedSearchPositions(t.db, other.groupId, t.clock.now());
    expect((await page(`/careers/job/${otherIds.backendBerlin}`)).statusCode).toBe(404);
  });

  it('shows a position closed since the last page on the next page and in its calls', async () => {
    // Its own site, so that closing a position leaves the other tests' fixtures as they are.
    const site = await createSearchSite(t.db);
    const siteIds = await seedSearchPositions(t.db, site.groupId, t.clock.now());
    const id = siteIds.backendBerlin;
    const detail = () =>
      t.app.inject({ url: `${positionDetailsCall.path}?domain=${site.domain}&position_id=${id}` });
    const overrides = () =>
      t.app.inject({ url: `${overridesCall.path}?domain=${site.domain}&position_id=${id}` });
    const jobPage = () => t.app.inject({ url: `/careers/job/${id}?domain=${site.domain}` });
    expect((await jobPage()).statusCode).toBe(200);
    expect((await detail()).statusCode).toBe(200);
    expect((await overrides()).statusCode).toBe(200);

    await archivePosition(t.db, site.groupId, id, new Date(t.clock.now().getTime() - 1000));
    expect((await jobPage()).statusCode).toBe(410);
    expect((await detail()).statusCode).toBe(410);
    expect((await overrides()).statusCode).toBe(410);
  });

  it('lists every open public position in the sitemap, and only those', async () => {
    const response = await t.app.inject({ url: `/sitemap.xml?domain=${domain}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    const listed = locs.map((loc) => Number(/\/careers\/job\/(\d+)/.exec(loc)?.[1]));
    expect(listed).toContain(ids.backendBerlin);
    for (const hidden of [ids.archived, ids.expired, ids.privateBerlin]) {
      expect(listed).not.toContain(hidden);
    }
    expect(locs[0]).toMatch(/^http:\/\/localhost:3000\/careers\/job\/\d+-[a-z0-9-]+\?domain=/);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    expect((await t.app.inject({ url: '/sitemap.xml?domain=nowhere.example' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: `/sitemap.xml?domain=${domain}&page=x` })).statusCode).toBe(
      404,
    );
  });

  it('splits a large sitemap into files named by an index', async () => {
    const scope = {
      db: t.db,
      groupId,
      domain,
      origin: 'https://jobs.example',
      now: t.clock.now(),
      pageSize: 5,
    };
    const index = (await buildSitemap(scope, null)) ?? '';
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(index).toContain('<sitemapindex');
    expect(files[0]).toBe(`https://jobs.example/sitemap.xml?domain=${domain}&#38;page=1`);
    const pages = await Promise.all(files.map((_, page) => buildSitemap(scope, page + 1)));
    const urls = pages.flatMap((xml) => [...(xml ?? '').matchAll(/<url>/g)]);
    const whole = (await buildSitemap({ ...scope, pageSize: 50_000 }, null)) ?? '';
    expect(urls).toHaveLength([...whole.matchAll(/<url>/g)].length);
    expect(await buildSitemap(scope, files.length + 1)).toBeNull();
  });

  it('points robots.txt at the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain(
      'Sitemap: http://localhost:3000/sitemap.xml?domain=northwind.example',
    );
  });

  it('names a closed job and lists open ones like it, never itself, another group’s or a private one', async () => {
    const similar = (positionId: string | number, from = domain) =>
      t.app.inject({
        url: `${similarPositionsCall.path}?domain=${from}&position_id=${positionId}`,
      });
    const response = await similar(`${ids.archived}-archived-backend-engineer`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{
      data: { position: { id: number; name: string }; positions: { id: number; name: string }[] };
    }>();
    expect(data.position).toEqual({ id: ids.archived, name: 'Archived Backend Engineer' });
    // No open title has all three words; the role ("Engineer") finds the open ones.
    const found = data.positions.map((position) => position.id);
    expect(found).toContain(ids.backendBerlin);
    expect(found.length).toBeLessThanOrEqual(SIMILAR_POSITIONS_MAX);
    for (const hidden of [ids.archived, ids.expired, ids.privateBerlin])
      expect(found).not.toContain(hidden);

    expect((await similar(999_999_999)).statusCode).toBe(404);
    expect((await similar(ids.archived, 'contoso.example')).statusCode).toBe(404);
    expect((await similar('')).statusCode).toBe(422);
    expect((await similar('x'.repeat(101))).statusCode).toBe(422);
  });
});

describe('jobPostingLd', () => {
  const nurse: Parameters<typeof jobPostingLd>[0] = {
    id: 7,
    externalId: null,
    title: 'Nurse',
    descriptionHtml: '<p>Care.</p>',
    postedAt: new Date('2026-11-01T00:00:00Z'),
    validThrough: new Date('2026-12-01T00:00:00Z'),
    employmentType: 'internship',
    workLocationOption: 'onsite',
    locations: [],
    remoteCountries: [],
    salaryMin: 40_000,
    salaryMax: 50_000,
    salaryCurrency: 'EUR',
    salaryPeriod: 'year',
  };
  const organization = {
    name: 'Northwind',
    websiteUrl: undefined,
    logoUrl: 'https://x.example/logo.svg',
    showsPay: true,
  };

  it('states no pay where the group or the position hides it', () => {
    expect(jobPostingLd(nurse, { ...organization, showsPay: false })).not.toHaveProperty(
      'baseSalary',
    );
  });

  it('states the pay as a MonetaryAmount with the period as unitText', () => {
    const ld = jobPostingLd(nurse, organization);
    expect(ld).toMatchObject({
      employmentType: 'INTERN',
      datePosted: '2026-11-01T00:00:00.000Z',
      validThrough: '2026-12-01T00:00:00.000Z',
      identifier: { value: '7' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 40_000,
          maxValue: 50_000,
          unitText: 'YEAR',
        },
      },
    });
    expect(ld).not.toHaveProperty('hiringOrganization.sameAs');
    expect(ld).not.toHaveProperty('jobLocationType');
  });

  it('cuts a summary at a word', () => {
    expect(summarize('one two three four', 10)).toBe('one two…');
    expect(summarize('  short\n text ')).toBe('short text');
  });
});

// A job page's head in the page's language when the position has a version in it.
describe('a job page in another language', () => {
  let t: TestApp;
  let domain: string;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp();
    let groupId: string;
    ({ domain, groupId } = await createSearchSite(t.db));
    [id = 0] = await savePositions(t.db, groupId, [
      {
        externalId: 'DE-VERSION',
        title: 'Backend Developer',
        department: 'Engineering',
        seniority: 'mid',
        employmentType: 'full_time',
        workLocationOption: 'onsite',
        locations: [{ city: 'Berlin', countryCode: 'DE', lat: 52.52, lng: 13.405 }],
        descriptionHtml: '<p>Build our services.</p>',
        translations: {
          de: { title: 'Backend-Entwicklerin', descriptionHtml: '<p>Baue unsere Dienste.</p>' },
        },
        postedAt: t.clock.now(),
      },
    ]);
  });
  afterAll(() => t.close());

  const html = async (hl: string) =>
    (await t.app.inject({ url: `/careers/job/${id}-anything?hl=${hl}&domain=${domain}` })).body;
  const jsonLdOf = (body: string) =>
    JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null',
    ) as Record<string, unknown> | null;

  it('has its title, description and JobPosting in that language', async () => {
    const german = await html('de');
    expect(german).toContain('<html lang="de"');
    expect(german).toContain('<title>Backend-Entwicklerin | Search Test</title>');
    expect(german).toContain('<meta name="description" content="Baue unsere Dienste." />');
    expect(jsonLdOf(german)).toMatchObject({
      title: 'Backend-Entwicklerin',
      description: '<p>Baue unsere Dienste.</p>',
    });
  });

  it('keeps its own text in a language it lacks', async () => {
    const french = await html('fr');
    expect(french).toContain('<html lang="fr"');
    expect(jsonLdOf(french)).toMatchObject({ title: 'Backend Developer' });
  });
});
