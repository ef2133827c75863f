import {
  deleteAccountCall,
  myDataUrl,
  profileEditCall,
  savePositionCall,
  settingsCall,
  updateSettingsCall,
  uploadFileCall,
  type Settings,
} from '@careers/contracts';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import * as schema from '../../db/schema';
import {
  createTestApp,
  dataOf,
  logIn,
  logInNewCandidate,
  Visitor,
  type TestApp,
} from '../../testing/test-app';
import { createApplication } from '../../testing/fixtures';
import { scheduleInterview } from '../interviews/interview-offers.service';
import {
  ERASE_ORDER,
  ERASED_BY_CASCADE,
  KEPT_ANONYMISED,
  NOT_PERSONAL,
  PERSONAL_TABLES,
} from './personal-data.repository';
import { MY_DATA_FORMAT } from './privacy.service';

const DOMAIN = 'northwind.example';
const ALEX = 'alex.morgan@example.com';

type MyData = {
  format: string;
  site: string;
  email: string;
  tables: Record<string, Record<string, unknown>[]>;
  uploads: { id: string; name: string; base64: string | null }[];
};

// Settings, and "download my data" holding every table's rows about the candidate, on the real
// database.
describe('settings and my data', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names every table as personal or not, so none is left out of the copy', () => {
    const tables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table as PgTable))
      .sort();
    const known = [...Object.keys(PERSONAL_TABLES), ...NOT_PERSONAL].sort();
    expect(tables).toEqual(known);
  });

  it('copies every row about Alex, with the files, and nothing that would open the account', async () => {
    const visitor = new Visitor(t.app);
    await logIn(visitor, t.db, ALEX);
    const answer = await visitor.get(myDataUrl(DOMAIN));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-northwind\.example-\d{4}-\d{2}-\d{2}\.json"/,
    );
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const data = answer.json<MyData>();
    expect(data).toMatchObject({ format: MY_DATA_FORMAT, site: DOMAIN, email: ALEX });
    expect(Object.keys(data.tables).sort()).toEqual(Object.keys(PERSONAL_TABLES).sort());
    const [alex] = data.tables.candidates ?? [];
    expect(alex).toMatchObject({ email: ALEX, firstName: 'Alex', lastName: 'Morgan' });
    const alexId = String(alex?.id);
    // What the demo gives Alex is all there.
    for (const table of [
      'candidate_profiles',
      'candidate_skills',
      'sessions',
      'login_codes',
      'terms_attestations',
      'mail_outbox',
      'saved_positions',
      'notifications',
      'form_tasks',
      'applications',
      'application_status_history',
      'draft_applications',
      'interviews',
      'offers',
      'offer_documents',
      'offer_signatures',
      'offer_audit_events',
      'offer_files',
    ]) {
      expect(data.tables[table]?.length, table).toBeGreaterThan(0);
    }
    // Rows keyed by a candidate are all Alex's.
    for (const [table, rows] of Object.entries(data.tables)) {
      for (const row of rows) {
        if ('candidateId' in row) expect(row.candidateId, table).toBe(alexId);
      }
    }
    // Offer files come as base64 PDFs.
    const letter = data.tables.offer_files?.[0];
    expect(Buffer.from(String(letter?.bytes), 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    // No secret: not the session's id or CSRF token, not a login code's hash.
    const text = answer.body;
    for (const secret of ['codeHash', 'csrfToken', 'confirmTokenHash', 'unsubscribeTokenHash']) {
      expect(text).not.toContain(`"${secret}"`);
    }
    expect(data.tables.sessions?.every((row) => !('id' in row))).toBe(true);
  });

  it('reads and changes the language and e-mail notifications, within the site’s languages', async () => {
    const { visitor } = await logInNewCandidate(t);
    const read = async (): Promise<Settings> =>
      dataOf(settingsCall, await visitor.get(`${settingsCall.path}?domain=${DOMAIN}`));
    expect(await read()).toEqual({
      language: 'en',
      notifyByEmail: true,
      mutedEmailCategories: [],
      jobAlerts: 0,
      matchScores: true,
    });
    const changed = dataOf(
      updateSettingsCall,
      await visitor.post(updateSettingsCall.path, {
        domain: DOMAIN,
        language: 'de',
        notify_by_email: false,
        muted_email_categories: ['interview', 'offer', 'interview'],
      }),
    );
    expect(changed).toEqual({
      language: 'de',
      notifyByEmail: false,
      mutedEmailCategories: ['offer', 'interview'],
      jobAlerts: 0,
      matchScores: true,
    });
    expect(await read()).toEqual(changed);
    const restore = await t.setConfig(DOMAIN, 'supportedLanguages', ['en', 'de', 'ar']);
    try {
      const refused = await visitor.post(updateSettingsCall.path, {
        domain: DOMAIN,
        language: 'ja',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        message: 'This site is not offered in that language.',
      });
    } finally {
      await restore();
    }
    expect(
      (await visitor.post(updateSettingsCall.path, { domain: DOMAIN, language: 'xx' })).statusCode,
    ).toBe(422);
    expect(
      (await visitor.post(updateSettingsCall.path, { domain: DOMAIN, notify_by_email: 'no' }))
        .statusCode,
    ).toBe(422);
    // Job alerts have their own switches; an unknown category is refused.
    for (const category of ['job_alert', 'spam']) {
      const answer = await visitor.post(updateSettingsCall.path, {
        domain: DOMAIN,
        muted_email_categories: [category],
      });
      expect(answer.statusCode, category).toBe(422);
    }
    expect(await read()).toEqual(changed);
  });

  it('needs a login', async () => {
    const visitor = new Visitor(t.app);
    await visitor.page();
    expect((await visitor.get(myDataUrl(DOMAIN))).statusCode).toBe(401);
    expect((await visitor.get(`${settingsCall.path}?domain=${DOMAIN}`)).statusCode).toBe(401);
  });

  it('erases an account: nothing identifying stays in any table or the file store', async () => {
    expect([...ERASE_ORDER, ...KEPT_ANONYMISED, ...ERASED_BY_CASCADE].sort()).toEqual(
      Object.keys(PERSONAL_TABLES).sort(),
    );
    const { visitor, candidate } = await logInNewCandidate(t, {
      firstName: 'Zephyrine',
      lastName: 'Quillfeather',
    });
    const edit = (opSection: string, operation: string, opData: unknown) =>
      visitor.post(profileEditCall.path, {
        domain: DOMAIN,
        op_section: opSection,
        operation,
        op_data: opData,
      });
    expect(
      (
        await edit('contact', 'edit', {
          value: { first_name: 'Zephyrine', last_name: 'Quillfeather', phone: '+49 30 9876543' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await edit('summary', 'edit', { value: 'Marmalade-sky nurse' })).statusCode).toBe(200);
    expect((await edit('skills', 'add', { value: 'Xylophone triage' })).statusCode).toBe(200);
    const application = await createApplication(t.db, candidate, { now: t.clock.now() });
    await scheduleInterview(
      t.db,
      { group: (await t.groups.get(DOMAIN))!, publicOrigin: 'http://localhost' },
      {
        applicationId: application.id,
        startsAt: new Date(t.clock.now().getTime() + 86_400_000),
        durationMinutes: 30,
        joinUrl: 'https://meet.example/zephyrine',
        location: '',
        interviewers: [],
        interviewerTimeZone: 'UTC',
      },
      t.clock.now(),
    );
    expect(
      (
        await visitor.post(savePositionCall.path, {
          domain: DOMAIN,
          position_id: String(application.positionId),
          operation: 'save',
        })
      ).statusCode,
    ).toBe(200);
    const uploaded = await visitor.post(uploadFileCall.path, {
      domain: DOMAIN,
      name: 'zephyrine-cv.txt',
      type: 'text/plain',
      content: Buffer.from('Zephyrine Quillfeather, nurse').toString('base64'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const before = (await visitor.get(myDataUrl(DOMAIN))).json<MyData>();
    const storageKey = String(before.tables.stored_files?.[0]?.storageKey);
    expect(await t.files.get(storageKey)).not.toBeNull();

    const wrong = await visitor.post(deleteAccountCall.path, {
      domain: DOMAIN,
      confirmation: 'someone@example.com',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      message: 'Type your e-mail address exactly as it is on your account to confirm.',
    });
    const erased = await visitor.post(deleteAccountCall.path, {
      domain: DOMAIN,
      confirmation: ` ${candidate.email.toUpperCase()} `,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({ data: { deleted: true } });
    // The session is over.
    expect((await visitor.get(`${settingsCall.path}?domain=${DOMAIN}`)).statusCode).toBe(401);

    // No table holds the address, the names, the phone, the summary, the skill or the link.
    const needles = [
      candidate.email,
      'Zephyrine',
      'Quillfeather',
      '9876543',
      'Marmalade',
      'Xylophone',
      'meet.example/zephyrine',
    ];
    const tables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table as PgTable));
    for (const table of tables) {
      const rows = await queryRows(t.db, sql.raw(`select * from "${table}"`));
      const text = JSON.stringify(rows, (_key, value: unknown) =>
        value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : value,
      );
      for (const needle of needles)
        expect(text.includes(needle), `${needle} in ${table}`).toBe(false);
    }
    expect(await t.files.get(storageKey)).toBeNull();
    // What the employer keeps: the application, anonymous, with its history.
    const kept = await queryRows(
      t.db,
      sql`select status, answers from applications where id = ${application.id}`,
    );
    expect(kept).toEqual([{ status: 'Interviewing', answers: {} }]);

    // Logging in with the same address starts a new, empty account.
    const again = new Visitor(t.app);
    await logIn(again, t.db, candidate.email);
    const fresh = (await again.get(myDataUrl(DOMAIN))).json<MyData>();
    expect(fresh.tables.candidates?.[0]?.id).not.toBe(candidate.id);
    expect(fresh.tables.applications).toEqual([]);
  });
});
