import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { offerCall, offersCall } from '@careers/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema';
import { parseEnv } from '../env';
import { loadGroup } from '../modules/config/config.service';
import { renderDocument } from '../modules/pdf/offer-document';
import { renderOfferLetter } from '../modules/pdf/offer-letter';
import { findDemoPositionIds } from '../modules/positions/positions.repository';
import { createTestApp, dataOf, logInNewCandidate, type TestApp } from '../testing/test-app';
import { parseCommand, runCommand } from './cli-commands';
import { CheckFailed, UsageError } from './errors';

// The employer's offer commands, on the real database.
const DOMAIN = 'northwind.example';

describe('careers offers', () => {
  let t: TestApp;
  let folder: string;
  let letterPath: string;
  let ndaPath: string;
  let positionIds: number[];
  const lines: string[] = [];

  const run = (args: string[]) =>
    runCommand(t.db, parseCommand(args), (line) => lines.push(line), {
      defaultDomain: DOMAIN,
      now: () => t.clock.now(),
      env: parseEnv({ DATA_DIR: folder }),
    });

  beforeAll(async () => {
    t = await createTestApp();
    folder = mkdtempSync(join(tmpdir(), 'careers-cli-offers-'));
    letterPath = join(folder, 'letter.pdf');
    ndaPath = join(folder, 'nda.pdf');
    writeFileSync(
      letterPath,
      await renderOfferLetter({
        companyName: 'Northwind',
        candidateName: 'Test Candidate',
        positionName: 'Analyst',
        salary: '$90,000',
        startDate: '2027-03-01',
        language: 'en',
      }),
    );
    writeFileSync(
      ndaPath,
      await renderDocument({
        companyName: 'Northwind',
        title: 'NDA',
        candidateName: 'Test Candidate',
        paragraphs: ['Keep it to yourself.'],
        withSignature: true,
        language: 'en',
      }),
    );
    const group = await loadGroup(t.db, DOMAIN);
    positionIds = (await findDemoPositionIds(t.db, group.id, t.clock.now(), 40)).open.slice(30);
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await t.close();
  });

  it('checks its arguments before the database opens', () => {
    expect(() => parseCommand(['offers', 'extend', '--candidate', 'x@example.com'])).toThrow(
      UsageError,
    );
    expect(() =>
      parseCommand([
        'offers',
        'extend',
        '--candidate',
        'x@example.com',
        '--position',
        '1',
        '--letter',
        'a.pdf',
        '--document',
        'nofile',
      ]),
    ).toThrow('needs NAME=FILE');
    expect(() => parseCommand(['offers', 'cancel', '../x'])).toThrow(UsageError);
    expect(
      parseCommand([
        'offers',
        'revise',
        'abcdef12',
        '--hold',
        '--document',
        'NDA=nda.pdf',
        '--document',
        'Plan=p.pdf',
      ]),
    ).toMatchObject({
      name: 'offers revise',
      args: {
        hold: true,
        documents: [
          { name: 'NDA', file: 'nda.pdf', review: false },
          { name: 'Plan', file: 'p.pdf', review: false },
        ],
      },
    });
  });

  it('extends, lists, shows, revises and cancels an offer, notifying the candidate', async () => {
    const { visitor, candidate } = await logInNewCandidate(t);
    const position = String(positionIds[0]);
    await run([
      'offers',
      'extend',
      '--candidate',
      candidate.email,
      '--position',
      position,
      '--letter',
      letterPath,
      '--document',
      `NDA=${ndaPath}`,
      '--review',
      `Handbook=${ndaPath}`,
      '--expires',
      '2099-01-31',
    ]);
    const encId = /Extended offer (\S+) to/.exec(lines.join('\n'))?.[1] ?? '';
    expect(encId).not.toBe('');
    const offer = dataOf(offerCall, await visitor.get(`/api/offer/${encId}?domain=${DOMAIN}`));
    expect(offer.offerDocuments.map((document) => [document.name, document.status])).toEqual([
      ['Offer letter', 'Unsigned'],
      ['NDA', 'Unsigned'],
      ['Handbook', 'Read Only'],
    ]);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.candidateId, candidate.id),
          eq(notifications.messageKey, 'offer.extended'),
        ),
      );
    expect(notice).toMatchObject({
      notificationType: 'action_required',
      redirectUrl: `/careers/offer/${encId}?domain=${DOMAIN}`,
    });

    lines.length = 0;
    await run(['offers', 'list']);
    expect(lines.some((line) => line.startsWith(`${encId}  Extended`))).toBe(true);

    await expect(
      run([
        'offers',
        'extend',
        '--candidate',
        candidate.email,
        '--position',
        position,
        '--letter',
        letterPath,
      ]),
    ).rejects.toThrow(/has an open offer for this position/);

    await run(['offers', 'revise', encId, '--hold']);
    const held = dataOf(offerCall, await visitor.get(`/api/offer/${encId}?domain=${DOMAIN}`));
    expect(held.offerDocuments.filter((document) => document.underRevision)).toHaveLength(3);
    await run(['offers', 'revise', encId, '--document', `NDA=${ndaPath}`]);
    const revised = dataOf(offerCall, await visitor.get(`/api/offer/${encId}?domain=${DOMAIN}`));
    expect(revised.offerDocuments.some((document) => document.underRevision)).toBe(false);

    lines.length = 0;
    await run(['offers', 'show', encId]);
    expect(lines.join('\n')).toMatch(/Audit trail \(\d+ events\): chained and unchanged/);
    expect(lines.join('\n')).toContain('revision_started');

    await run(['offers', 'cancel', encId]);
    const list = dataOf(offersCall, await visitor.get(`/api/offer/offers?domain=${DOMAIN}`));
    expect(list[0]?.status).toBe('Canceled');
    await expect(run(['offers', 'cancel', encId])).rejects.toThrow(/is not open \(Canceled\)/);
  });

  it('refuses a letter that is not a PDF, writing nothing', async () => {
    const { candidate } = await logInNewCandidate(t);
    const fake = join(folder, 'fake.pdf');
    writeFileSync(fake, 'hello');
    await expect(
      run([
        'offers',
        'extend',
        '--candidate',
        candidate.email,
        '--position',
        String(positionIds[1]),
        '--letter',
        fake,
      ]),
    ).rejects.toThrow('The offer letter: The signed document must be a PDF file.');
  });

  it('verify says plainly that a file is not one we produced', async () => {
    lines.length = 0;
    await expect(run(['offers', 'verify', letterPath])).rejects.toThrow(CheckFailed);
    expect(lines.at(-1)).toBe('This document cannot be confirmed as ours and unmodified.');
    expect(lines[0]).toMatch(/^FAIL {2}Digital seal: /);
  });
});
