import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keysToCamel, searchCall, type CallResponse } from '@careers/contracts';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommand, runCommand } from './cli-commands';
import { parseEnv } from '../env';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createSearchIndexes, type SearchIndexes } from '../modules/search/search-indexes.service';
import { createSearchSite, seedSearchPositions } from '../modules/search/search-fixtures.seed';
import { groupQuery } from '../modules/search/search-engine';

// The index follows changes made elsewhere — the employer's CLI, and another server process on the
// same database (a second set of indexes reading the same change log).
describe('search index kept in step', () => {
  let t: TestApp;
  let other: SearchIndexes;
  let folder: string;
  let domain: string;
  let groupId: string;

  beforeAll(async () => {
    t = await createTestApp({ SEARCH_SYNC_INTERVAL_MS: '100' });
    ({ domain, groupId } = await createSearchSite(t.db));
    await seedSearchPositions(t.db, groupId, t.clock.now());
    await t.search.catchUp();
    other = createSearchIndexes({
      db: t.db,
      env: parseEnv({ SEARCH_SYNC_INTERVAL_MS: '100' }),
      clock: t.clock.now,
      logger: pino({ level: 'silent' }),
    });
    other.start();
    await other.whenReady();
    folder = await mkdtemp(join(tmpdir(), 'careers-import-'));
  });
  afterAll(async () => {
    await other.stop();
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  async function count(query: string): Promise<number> {
    const response = await t.app.inject({
      url: `${searchCall.path}?domain=${domain}&query=${encodeURIComponent(query)}`,
    });
    return (keysToCamel(response.json()) as { data: CallResponse<typeof searchCall> }).data.count;
  }

  async function countElsewhere(text: string): Promise<number> {
    const result = await other
      .engineFor(groupId)
      .search(groupQuery(groupId, t.clock.now(), { text }));
    return result.count;
  }

  const cli = (args: string[]) =>
    runCommand(t.db, parseCommand(args), () => undefined, {
      defaultDomain: domain,
      now: t.clock.now,
    });

  it('sees an import and an archive made with the CLI, here and in a second process within 2 s', async () => {
    const file = join(folder, 'lighthouse.csv');
    await writeFile(
      file,
      'identifier,title,department,employment_type,city,country,latitude,longitude,description_html\n' +
        'LH-1,Lighthouse Keeper,Maritime,full_time,Lisbon,PT,38.72,-9.14,<p>Keep the light.</p>\n',
    );
    await cli(['positions', 'import', file]);
    await expect.poll(() => count('lighthouse'), { timeout: 2000, interval: 50 }).toBe(1);
    await expect.poll(() => countElsewhere('lighthouse'), { timeout: 2000, interval: 50 }).toBe(1);
    expect(other.engineFor(groupId).name).toBe('memory');

    // Importing the same file again changes the same position: still one.
    await cli(['positions', 'import', file]);
    await t.search.catchUp();
    expect(await count('lighthouse')).toBe(1);

    const response = await t.app.inject({
      url: `${searchCall.path}?domain=${domain}&query=lighthouse`,
    });
    const id = (keysToCamel(response.json()) as { data: CallResponse<typeof searchCall> }).data
      .positions[0]?.id;
    await cli(['positions', 'archive', String(id)]);
    await expect.poll(() => count('lighthouse'), { timeout: 2000, interval: 50 }).toBe(0);
    await expect.poll(() => countElsewhere('lighthouse'), { timeout: 2000, interval: 50 }).toBe(0);
  });

  it('writes nothing from a file with bad rows unless asked to skip them', async () => {
    const file = join(folder, 'mixed.csv');
    await writeFile(
      file,
      'identifier,title,department,employment_type,city,country,latitude,longitude\n' +
        'MX-1,Cartographer,Maps,full_time,Lisbon,PT,38.72,-9.14\n' +
        'MX-2,,Maps,full_time,Lisbon,PT,38.72,-9.14\n' +
        'MX-3,Surveyor,Maps,full_time,Lisbon,XX,38.72,-9.14\n',
    );
    const lines: string[] = [];
    await expect(
      runCommand(t.db, parseCommand(['positions', 'import', file]), (line) => lines.push(line), {
        defaultDomain: domain,
        now: t.clock.now,
      }),
    ).rejects.toThrow('2 bad row(s); nothing was imported.');
    expect(lines).toEqual([
      'line 3: title: is required',
      expect.stringMatching(/^line 4: country: "XX" is not a country code/),
    ]);
    await t.search.catchUp();
    expect(await count('cartographer')).toBe(0);

    await cli(['positions', 'import', file, '--skip-invalid']);
    await t.search.catchUp();
    expect(await count('cartographer')).toBe(1);
    expect(await count('surveyor')).toBe(0);
  });

  it('imports schema.org JobPostings, geocoding a city without coordinates', async () => {
    const file = join(folder, 'postings.json');
    await writeFile(
      file,
      JSON.stringify([
        {
          '@context': 'https://schema.org',
          '@type': 'JobPosting',
          identifier: { '@type': 'PropertyValue', value: 'JP-1' },
          title: 'Beekeeper',
          description: '<p>Bees.</p>',
          datePosted: '2026-11-01',
          employmentType: 'FULL_TIME',
          department: 'Farm',
          jobLocation: {
            '@type': 'Place',
            address: { addressLocality: 'Porto', addressCountry: 'PT' },
          },
        },
      ]),
    );
    await cli(['positions', 'import', file]);
    await t.search.catchUp();
    const response = await t.app.inject({
      url: `${searchCall.path}?domain=${domain}&query=beekeeper&location=Porto`,
    });
    const data = (keysToCamel(response.json()) as { data: CallResponse<typeof searchCall> }).data;
    expect(data.count).toBe(1);
    expect(data.positions[0]?.location).toBe('Porto, Portugal');
  });
});
