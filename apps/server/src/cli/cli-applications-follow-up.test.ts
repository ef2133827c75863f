import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationStatusHistory, applications } from '../db/schema';
import { createApplication } from '../testing/fixtures';
import { createTestApp, logInNewCandidate, type TestApp } from '../testing/test-app';
import { AppError } from '../shared/app-error';
import { cliRunner } from './cli-test-runner';
import { UsageError } from './errors';

const DOMAIN = 'northwind.example';
const DAY = 86_400_000;

// The employer's follow-up commands (docs/employer-cli.md, "Applications"): a rejection with its
// reason, an extension, the list of what is due. The test clock starts at 2026-11-21T10:00Z.
describe('applications follow-up commands', () => {
  let t: TestApp;
  const cli = (...args: string[]) => cliRunner(t, DOMAIN)(...args);
  const later = (days: number) => new Date(t.clock.now().getTime() + days * DAY);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function waiting(expectedInDays: number, status = 'Submitted') {
    const { candidate } = await logInNewCandidate(t, { domain: DOMAIN });
    const { id, positionId } = await createApplication(t.db, candidate, {
      now: t.clock.now(),
      statuses: status === 'Submitted' ? ['Submitted'] : ['Submitted', status],
    });
    await t.db
      .update(applications)
      .set({ expectedBy: later(expectedInDays) })
      .where(eq(applications.id, id));
    return { id, positionId, email: candidate.email };
  }

  const historyOf = (id: string) =>
    t.db
      .select({
        status: applicationStatusHistory.status,
        reasonId: applicationStatusHistory.reasonId,
        note: applicationStatusHistory.note,
      })
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, id))
      .orderBy(applicationStatusHistory.id);

  it('rejects with a reason and a note, and refuses an unknown reason or one off Rejected', async () => {
    const { id } = await waiting(5);
    await expect(cli('applications', 'status', id, 'Rejected', '--reason', 'nope')).rejects.toThrow(
      'There is no rejection reason nope; the reasons are: positionFilled, closerExperience, requirements, positionClosed.',
    );
    await expect(
      cli('applications', 'status', id, 'In Review', '--reason', 'positionFilled'),
    ).rejects.toBeInstanceOf(UsageError);
    await expect(
      cli('applications', 'status', id, 'Rejected', '--note', 'x'.repeat(1001)),
    ).rejects.toBeInstanceOf(AppError);
    expect(await historyOf(id)).toHaveLength(1);
    expect(
      await cli(
        'applications',
        'status',
        id,
        'rejected',
        '--reason',
        'positionFilled',
        '--note',
        ' <b>Thanks</b> for applying ',
      ),
    ).toEqual([`Application ${id} is now Rejected; the candidate was notified.`]);
    expect((await historyOf(id)).at(-1)).toEqual({
      status: 'Rejected',
      reasonId: 'positionFilled',
      note: '<b>Thanks</b> for applying',
    });
  });

  it('extends an open application and refuses a closed one', async () => {
    const { id } = await waiting(1);
    expect(
      await cli('applications', 'extend', id, '--days', '14', '--note', 'Panel next week'),
    ).toEqual([
      `Application ${id}: expect an update by ${later(14).toISOString().slice(0, 10)}; the candidate was notified.`,
    ]);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.expectedBy).toEqual(later(14));
    expect(row?.extendedUntil).toEqual(later(14));
    for (const bad of [
      ['applications', 'extend', id],
      ['applications', 'extend', id, '--days', '0'],
      ['applications', 'extend', id, '--days', '366'],
      ['applications', 'extend', id, '--days', 'ten'],
      ['applications', 'extend', 'not-an-id', '--days', '3'],
    ]) {
      await expect(cli(...bad), bad.join(' ')).rejects.toBeInstanceOf(UsageError);
    }
    await cli('applications', 'status', id, 'Hired');
    await expect(cli('applications', 'extend', id, '--days', '3')).rejects.toThrow(
      `Application ${id} is Hired; only an application still open can be extended.`,
    );
    await expect(
      cli('applications', 'extend', '00000000-0000-4000-8000-000000000000', '--days', '3'),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('lists what is due, the soonest first, with the stage and the days over or left', async () => {
    const over = await waiting(-3, 'In Review');
    const soon = await waiting(1.5);
    const far = await waiting(6);
    const lines = await cli('applications', 'overdue');
    const mine = lines.filter((line) =>
      [over.id, soon.id, far.id].some((id) => line.startsWith(id)),
    );
    expect(mine).toHaveLength(2);
    expect(mine[0]).toContain(`${over.id}  Under review`);
    expect(mine[0]).toContain(`${later(-3).toISOString().slice(0, 10)}  3 days over`);
    expect(mine[0]).toContain(over.email);
    expect(mine[1]).toContain(`${soon.id}  Application received`);
    expect(mine[1]).toContain('2 days left');
    expect(lines.indexOf(mine[0] ?? '')).toBeLessThan(lines.indexOf(mine[1] ?? ''));
    const wider = await cli('applications', 'overdue', '--within-days', '7');
    expect(wider.some((line) => line.startsWith(far.id))).toBe(true);
    await expect(cli('applications', 'overdue', '--within-days', '-1')).rejects.toBeInstanceOf(
      UsageError,
    );
    const listed = await cli('applications', 'list');
    expect(listed.find((line) => line.startsWith(over.id))).toContain('In Review     Under review');
  });
});
