import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database';
import { setConfigValue } from './config.service';
import { NORTHWIND } from '../demo/demo-groups';
import { createGroupCache, readStoredConfigs } from './group-cache.service';

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

// Every config object is strict: an unknown key is refused when written and dropped when read.
describe('unknown config keys', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('are refused by `careers config set` with the key named', async () => {
    await expect(
      setConfigValue(handle.db, 'northwind.example', 'pcsxConfig.jobCartConfig', {
        enabled: true,
        colour: 'red',
      }),
    ).rejects.toMatchObject({
      fieldErrors: { 'pcsxConfig.jobCartConfig': 'Unrecognized key: "colour"' },
    });
    await expect(
      setConfigValue(handle.db, 'northwind.example', 'pcsxConfig.mapConfig', { enabled: true }),
    ).rejects.toMatchObject({ fieldErrors: { pcsxConfig: 'Unrecognized key: "mapConfig"' } });
  });

  it('stored before they were refused, still read: the keys are dropped', () => {
    const sections = structuredClone(NORTHWIND.sections) as Record<string, Record<string, unknown>>;
    const pcsxConfig = sections.pcsxConfig as Record<string, unknown>;
    pcsxConfig.mapConfig = { enabled: true };
    (pcsxConfig.jobCartConfig as Record<string, unknown>).colour = 'red';
    const configs = readStoredConfigs(sections);
    expect(configs.pcsxConfig).not.toHaveProperty('mapConfig');
    expect(configs.pcsxConfig.jobCartConfig).toEqual({ enabled: true });
    expect(() =>
      readStoredConfigs({ ...sections, gates: { referralWithCandidateApplicationGate: 'yes' } }),
    ).toThrow();
  });
});
