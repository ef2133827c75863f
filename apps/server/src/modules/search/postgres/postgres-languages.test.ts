import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '@careers/contracts';
import { queryRows } from '../../../db/query-rows';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { savePositions } from '../../positions/positions.service';
import { groupQuery } from '../search-engine';
import { createSearchGroup } from '../search-fixtures.seed';
import { createPostgresEngine } from './postgres-engine.service';
import { TEXT_SEARCH_CONFIGS } from './text-search-configs';

// The PostgreSQL engine stems a position's translations in their own language, as the memory
// engine does (docs/product/search.md).
describe('postgres engine: translations stemmed in their language', () => {
  let t: TestApp;
  let groupId: string;

  beforeAll(async () => {
    t = await createTestApp();
    groupId = await createSearchGroup(t.db);
    await savePositions(t.db, groupId, [
      {
        externalId: 'DE-DEV',
        title: 'Software Developer',
        department: 'Engineering',
        seniority: 'mid',
        employmentType: 'full_time',
        workLocationOption: 'onsite',
        locations: [{ city: 'Berlin', countryCode: 'DE', lat: 52.52, lng: 13.4 }],
        descriptionHtml: '<p>Build our apps.</p>',
        translations: {
          de: {
            title: 'Softwareentwicklerin',
            descriptionHtml: '<p>Sie entwickeln Anwendungen für unsere Kundschaft.</p>',
          },
        },
        postedAt: t.clock.now(),
      },
    ]);
  });
  afterAll(() => t.close());

  const count = async (languages: string[], text: string) =>
    (
      await createPostgresEngine(t.db, () => languages).search(
        groupQuery(groupId, t.clock.now(), { text }),
      )
    ).count;

  it('finds another form of a German word through the German stem', async () => {
    // "Anwendung" and "Anwendungen" share the German stem "anwend", not an English one.
    expect(await count(['en', 'de'], 'Anwendung Berlin')).toBe(1);
    expect(await count(['en'], 'Anwendung Berlin')).toBe(0);
    expect(await count(['en', 'de'], 'entwickelt')).toBe(1);
    // The position's own English text as before.
    expect(await count(['en', 'de'], 'developers')).toBe(1);
  });

  it('matches a language PostgreSQL cannot stem by its words as written', async () => {
    expect(await count(['en', 'de', 'pl', 'ja'], 'Softwareentwicklerin')).toBe(1);
  });

  it('names the same configuration for every site language in SQL and in TypeScript', async () => {
    const rows = await queryRows<{ locale: string; config: string }>(
      t.db,
      sql`select locale, careers_text_search_config(locale)::text as config
        from unnest(array[${sql.join(
          SUPPORTED_LOCALES.map((locale) => sql`${locale}`),
          sql`, `,
        )}]::text[]) as locale`,
    );
    for (const { locale, config } of rows) {
      expect(config, locale).toBe(TEXT_SEARCH_CONFIGS[locale.split('-')[0] ?? ''] ?? 'simple');
    }
  });
});
