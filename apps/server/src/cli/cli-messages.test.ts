import { answerSurveyCall, fillCallPath, sendApplicationMessageCall } from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../testing/fixtures';
import { createTestApp, dataOf, logInNewCandidate, type TestApp } from '../testing/test-app';
import { cliRunner } from './cli-test-runner';

const DOMAIN = 'northwind.example';

// `careers messages …` and `careers survey report` (docs/employer-cli.md); the test clock starts
// at 2026-11-21T10:00Z.
describe('the employer reads and answers questions, and the survey report', () => {
  let t: TestApp;
  const cli = (...args: string[]) => cliRunner(t, DOMAIN)(...args);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function asked(body: string, statuses?: string[]) {
    const { visitor, candidate } = await logInNewCandidate(t);
    const application = await createApplication(t.db, candidate, {
      now: t.clock.now(),
      ...(statuses ? { statuses } : {}),
    });
    const sent = await visitor.post(
      fillCallPath(sendApplicationMessageCall.path, { id: application.id }),
      { domain: DOMAIN, body },
    );
    dataOf(sendApplicationMessageCall, sent);
    return { visitor, candidate, application };
  }

  it('lists, shows and replies; another group’s application is an error', async () => {
    const first = await asked('Is the role remote?');
    t.clock.advance(60_000);
    const second = await asked('Do you sponsor visas?');
    try {
      const listed = await cli('messages', 'list', '--unanswered');
      const mine = listed.filter(
        (line) => line.startsWith(first.application.id) || line.startsWith(second.application.id),
      );
      // The newest message first.
      expect(mine[0]).toContain(second.application.id);
      expect(mine[0]).toContain(second.candidate.email);
      expect(mine[0]).toContain('unanswered');
      expect(mine[0]).toContain('(1 messages, 1 unread)');
      expect(mine[1]).toContain(first.application.id);

      const shown = await cli('messages', 'show', first.application.id);
      expect(shown[0]).toContain(`Application ${first.application.id}: ${first.candidate.email}`);
      expect(shown[1]).toContain('[new]');
      expect(shown[1]).toContain('Is the role remote?');
      // Shown once, read after.
      expect((await cli('messages', 'show', first.application.id))[1]).not.toContain('[new]');

      expect(
        await cli('messages', 'reply', first.application.id, 'Hybrid, two days a week.'),
      ).toEqual([
        `Answered application ${first.application.id}; ${first.candidate.email} was notified.`,
      ]);
      const unanswered = await cli('messages', 'list', '--unanswered');
      expect(unanswered.some((line) => line.startsWith(first.application.id))).toBe(false);
      const all = await cli('messages', 'list');
      expect(all.find((line) => line.startsWith(first.application.id))).toContain('answered');
      const thread = await cli('messages', 'show', first.application.id);
      expect(thread.at(-1)).toContain('You');
      expect(thread.at(-1)).toContain('Hybrid, two days a week.');

      await expect(
        cli('messages', 'reply', first.application.id, 'Hi', '--domain', 'contoso.example'),
      ).rejects.toThrow(`There is no application ${first.application.id}.`);
      await expect(
        cli('messages', 'show', first.application.id, '--domain', 'contoso.example'),
      ).rejects.toThrow('There is no application');
      await expect(cli('messages', 'reply', first.application.id, '   ')).rejects.toThrow(
        'TEXT must be 1 to 5000 characters',
      );
      await expect(cli('messages', 'reply', 'not-an-id', 'Hi')).rejects.toThrow(
        "not-an-id is not an application's id",
      );
    } finally {
      t.clock.advance(-60_000);
    }
  });

  it('reports the survey per position and stage, anonymous unless shared', async () => {
    const answer = async (rating: number, comment: string, shareIdentity: boolean) => {
      const { visitor, candidate, application } = await asked('Thanks', ['Submitted', 'Rejected']);
      const answered = await visitor.post(
        fillCallPath(answerSurveyCall.path, { id: application.id }),
        { domain: DOMAIN, rating, comment, share_identity: shareIdentity },
      );
      expect(answered.statusCode, answered.body).toBe(200);
      return { candidate, application };
    };
    const named = await answer(5, 'Clear and kind', true);
    const anonymous = await answer(2, 'Slow to hear back', false);
    const report = await cli('survey', 'report', '--since', '2026-11-01');
    const heading = report.find((line) => line.startsWith(`#${named.application.positionId} `));
    expect(heading).toMatch(/— stage notSelected: 2 answers, average 3\.5$/);
    expect(report).toContain(`    “Clear and kind” — ${named.candidate.email}`);
    expect(report).toContain('    “Slow to hear back” — (anonymous)');
    expect(report.join('\n')).not.toContain(anonymous.candidate.email);
    expect(await cli('survey', 'report', '--since', '2026-12-01')).toEqual([
      `No answers in ${DOMAIN} since then.`,
    ]);
    await expect(cli('survey', 'report', '--since', 'yesterday')).rejects.toThrow(
      '--since must be a date, YYYY-MM-DD',
    );
  });
});
