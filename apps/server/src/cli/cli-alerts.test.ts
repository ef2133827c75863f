import { createJobAlertCall } from '@careers/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../db/schema';
import { parseEnv } from '../env';
import { savePositions } from '../modules/positions/positions.service';
import { SEARCH_PLACES, createSearchSite } from '../modules/search/search-fixtures.seed';
import { AppError } from '../shared/app-error';
import { createTestApp, logInNewCandidate, type TestApp } from '../testing/test-app';
import { parseCommand, runCommand } from './cli-commands';
import { UsageError } from './errors';

const MINUTE = 60_000;

// `careers alerts run` queues the digests now, under the same lock as the schedule of the servers.
describe('careers alerts run', () => {
  let t: TestApp;
  let domain: string;
  let groupId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ domain, groupId } = await createSearchSite(t.db));
  });
  afterAll(() => t.close());

  const run = async (...args: string[]) => {
    const output: string[] = [];
    await runCommand(t.db, parseCommand(['alerts', 'run', ...args]), (text) => output.push(text), {
      defaultDomain: domain,
      env: parseEnv({ JOB_ALERTS_INTERVAL_MS: '0' }),
      now: t.clock.now,
    });
    return output.join('\n');
  };

  it('queues one digest for a new position, then nothing', async () => {
    const { visitor } = await logInNewCandidate(t, { domain });
    const created = await visitor.post(createJobAlertCall.path, { domain, query: 'geologist' });
    expect(created.statusCode, created.body).toBe(200);
    t.clock.advance(MINUTE);
    await savePositions(t.db, groupId, [
      {
        externalId: 'cli-geologist',
        title: 'Geologist',
        department: 'Science',
        team: null,
        seniority: 'mid',
        employmentType: 'full_time',
        workLocationOption: 'onsite',
        locations: [SEARCH_PLACES.berlin],
        skills: [],
        descriptionHtml: '<p>Rocks.</p>',
        postedAt: t.clock.now(),
        archivedAt: null,
        validThrough: null,
      },
    ]);
    t.clock.advance(MINUTE);
    expect(await run('--domain', domain)).toMatch(
      /^Queued 1 job alert digest\(s\) for 1 confirmed alert\(s\) in [\d.]+ s\.$/,
    );
    expect(await run('--domain', domain)).toMatch(/^Queued 0 job alert digest\(s\)/);
  });

  it('refuses while another process holds the run, and checks its arguments', async () => {
    const hold = (until: Date | null) =>
      t.db
        .update(scheduledJobs)
        .set({ lockedUntil: until })
        .where(eq(scheduledJobs.name, 'job_alerts'));
    await run();
    await hold(new Date(t.clock.now().getTime() + MINUTE));
    await expect(run()).rejects.toBeInstanceOf(AppError);
    await hold(null);
    expect(() => parseCommand(['alerts', 'run', '--everything', 'x'])).toThrow(UsageError);
    expect(() => parseCommand(['alerts', 'run', 'now'])).toThrow(UsageError);
  });
});
