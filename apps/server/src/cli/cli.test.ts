import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { candidates, groups, termsAttestations } from '../db/schema';
import { DEMO_CANDIDATES } from '../modules/demo/demo-groups';
import { createTestDatabase } from '../testing/test-database';
import { parseCommand, runCommand } from './cli-commands';
import { UsageError } from './errors';

let handle: DatabaseHandle;
const output: string[] = [];
const run = async (...args: string[]) => {
  await runCommand(handle.db, parseCommand(args), (text) => output.push(text));
};

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function totals() {
  const [g] = await handle.db.select({ total: count() }).from(groups);
  const [c] = await handle.db.select({ total: count() }).from(candidates);
  const [a] = await handle.db.select({ total: count() }).from(termsAttestations);
  return [g?.total, c?.total, a?.total];
}

describe('careers CLI', () => {
  it('seeds deterministically and idempotently', async () => {
    await run('seed');
    const first = await totals();
    await run('seed');
    expect(await totals()).toEqual(first);
    const attested = DEMO_CANDIDATES.filter((candidate) => candidate.hasAttestedTerms).length;
    expect(first).toEqual([2, DEMO_CANDIDATES.length, attested]);
    expect(DEMO_CANDIDATES.length).toBe(5);
  });

  it('sets a config value only when the whole section stays valid', async () => {
    await run(
      'config',
      'set',
      'contoso.example',
      'pcsxConfig.branding.customPageSections.footer.hidePoweredBy',
      'false',
    );
    output.length = 0;
    await run(
      'config',
      'get',
      'contoso.example',
      'pcsxConfig.branding.customPageSections.footer.hidePoweredBy',
    );
    expect(output).toEqual(['false']);
    await expect(
      run('config', 'set', 'contoso.example', 'pcsxConfig.branding.theme.primaryColor', '"green"'),
    ).rejects.toThrow(/not be valid/);
    await expect(run('config', 'set', 'contoso.example', 'nope.x', '1')).rejects.toThrow(
      /Unknown config section/,
    );
    await expect(run('config', 'set', 'contoso.example', 'gates.x', '{bad')).rejects.toThrow(
      UsageError,
    );
  });

  // Hostile values never get stored; main.ts prints each field's message under the refusal.
  it.each([
    [
      'pcsxConfig.scriptConfig.pageLoadHeadScripts',
      '[{"src":"data:text/javascript,alert(1)"}]',
      'pcsxConfig.scriptConfig.pageLoadHeadScripts.0.src',
      'Must be an https URL of a script file',
    ],
    [
      'pcsxConfig.branding.customPageSections.customNavbarConfig',
      '{"enable":true,"showInLoggedinView":false,"links":[{"label":"x","url":"javascript:alert(1)"}]}',
      'pcsxConfig.branding.customPageSections.customNavbarConfig.links.0.url',
      'Must be an http(s) or mailto: address, or a path on this site',
    ],
    [
      'pcsxConfig.overrides',
      '{"12":{"default":{"positionDetailsConfig":{"showSalary":false,"showEmploymentType":false,"showWorkplace":false,"showRemoteEligibility":false,"showLevel":false,"showPostedDate":false,"showSkills":false,"showDescription":false,"showMatch":false,"showInsights":false}}}}',
      'pcsxConfig.overrides.12.default.positionDetailsConfig',
      'A position must show at least one block of its detail',
    ],
    [
      'whatsappChatCompNumber',
      '"+49 30 CALL-ME"',
      'whatsappChatCompNumber',
      'Must be a phone number in international format',
    ],
    [
      'pcsxConfig.jobCartConfig.colour',
      '"red"',
      'pcsxConfig.jobCartConfig',
      'Unrecognized key: "colour"',
    ],
  ])('refuses %s = %s with a clear message', async (path, value, field, message) => {
    await expect(run('config', 'set', 'contoso.example', path, value)).rejects.toMatchObject({
      fieldErrors: { [field]: message },
    });
  });

  it('creates and shows candidates', async () => {
    await run(
      'candidate',
      'create',
      'contoso.example',
      'Jo@Example.com',
      '--first-name',
      'Jo',
      '--last-name',
      'Park',
    );
    output.length = 0;
    await run('candidate', 'show', 'contoso.example', 'jo@example.com');
    expect(JSON.parse(output[0] ?? '{}')).toMatchObject({
      email: 'jo@example.com',
      firstName: 'Jo',
      lastName: 'Park',
    });
    await expect(run('candidate', 'create', 'contoso.example')).rejects.toThrow(UsageError);
  });

  it('exits 2 on bad arguments, even while a server holds the data folder', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'careers-cli-'));
    // A lock held by a live process (this one) stands for a running server.
    writeFileSync(join(dataDir, 'careers.lock'), String(process.pid));
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const careers = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', main, ...args], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
    const typo = careers('frobnicate');
    expect(typo.stderr).toContain('Unknown command: frobnicate');
    expect(typo.status).toBe(2);
    const locked = careers('seed');
    expect(locked.stderr).toContain('is in use by another Careers process');
    expect(locked.status).toBe(1);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
