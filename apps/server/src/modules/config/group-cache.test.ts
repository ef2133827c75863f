import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database';
import { setConfigValue } from './config.service';
import { createGroupCache } from './group-cache.service';

// The group cache reads the group again every 2 s; what is cached per Group object (rendered
// pages: decisions 006, 014) lives as long as the group stays as it was.
describe('the group cache', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('keeps the same Group while the database has it unchanged, and a new one after a change', async () => {
    let now = 0;
    const cache = createGroupCache(handle.db, () => now);
    const first = await cache.get('northwind.example');
    now += 5000;
    expect(await cache.get('northwind.example')).toBe(first);

    await setConfigValue(handle.db, 'northwind.example', 'pcsxConfig.branding.logoAlt', 'NW');
    now += 5000;
    const changed = await cache.get('northwind.example');
    expect(changed).not.toBe(first);
    expect(changed?.configs.pcsxConfig.branding.logoAlt).toBe('NW');
  });
});
