import {
  formCall,
  formsListCall,
  saveFormCall,
  selectOptionsCall,
  submitFormCall,
} from '@careers/contracts';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommand, runCommand } from './cli-commands';
import {
  createTestApp,
  dataOf,
  logIn,
  logInNewCandidate,
  Visitor,
  type TestApp,
} from '../testing/test-app';
import { FormFileError, parseFormFile } from '../modules/forms/form-file';

// The forms center, the form view and the employer's commands, on the real database.
const DOMAIN = 'northwind.example';
const ALEX = 'alex.morgan@example.com';

const NOTE_FORM = {
  id: 'note-form',
  title: 'A note',
  sections: [
    {
      title: 'Note',
      items: [
        { name: 'note', type: 'text', label: 'Note', required: true },
        { name: 'more', type: 'checkboxItem', label: 'More' },
        {
          name: 'detail',
          type: 'text',
          label: 'Detail',
          required: true,
          visibleWhen: { op: 'equals', field: 'more', value: true },
        },
      ],
    },
  ],
};

describe('forms center', () => {
  let t: TestApp;
  const lines: string[] = [];
  const cli = (...args: string[]) =>
    runCommand(t.db, parseCommand(args), (line) => lines.push(line), {
      defaultDomain: DOMAIN,
      now: () => t.clock.now(),
    });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const formPath = (id: string) => `/api/pcsx/forms/${id}?domain=${DOMAIN}`;
  const list = (visitor: Visitor, tab = 'to_do') =>
    visitor.get(`${formsListCall.path}?domain=${DOMAIN}&tab_id=${tab}&include_tab_list=true`);

  it('lists Alex’s demo tasks in every status, with tabs and counts', async () => {
    const alex = new Visitor(t.app);
    await logIn(alex, t.db, ALEX);
    const toDo = dataOf(formsListCall, await list(alex));
    expect(toDo.tabs).toEqual([
      { id: 'to_do', count: 3 },
      { id: 'completed', count: 1 },
    ]);
    expect(toDo.forms.map((form) => [form.formId, form.status])).toEqual([
      ['emergency-contact', 'in_progress'],
      ['all-question-types', 'open'],
      ['background-check', 'open'],
    ]);
    // An empty tab_id is no tab_id: the to-do tab.
    expect(dataOf(formsListCall, await list(alex, '')).forms).toEqual(toDo.forms);
    const done = dataOf(formsListCall, await list(alex, 'completed'));
    expect(done.forms.map((form) => form.formId)).toEqual(['tax-details']);
    const view = dataOf(formCall, await alex.get(formPath('all-question-types')));
    expect(JSON.parse(view.definitionJson)).toMatchObject({ title: 'All question types' });
    expect(dataOf(formCall, await alex.get(formPath('background-check'))).form.embedUrl).toBe(
      '/forms/embedded-form-demo.html',
    );
  });

  it('imports versions, assigns with a notification, saves, submits once and keeps the version', async () => {
    const file = join(tmpdir(), `note-form-${Date.now()}.json`);
    await writeFile(file, JSON.stringify(NOTE_FORM));
    await cli('forms', 'import', file);
    expect(lines.at(-1)).toContain('version 1');
    const { visitor, candidate } = await logInNewCandidate(t, { domain: DOMAIN });
    // Not assigned: another candidate's form reads as absent.
    expect((await visitor.get(formPath('note-form'))).statusCode).toBe(404);
    await cli(
      'forms',
      'assign',
      '--candidate',
      candidate.email,
      '--form',
      'note-form',
      '--due',
      '2026-12-01',
    );
    const opened = dataOf(formCall, await visitor.get(formPath('note-form')));
    expect(opened.task).toMatchObject({ status: 'open', dueAt: '2026-12-01T23:59:59.000Z' });

    const saved = await visitor.send('PUT', `/api/pcsx/forms/note-form`, {
      domain: DOMAIN,
      values_json: JSON.stringify({ note: 'half' }),
    });
    expect(dataOf(saveFormCall, saved).task.status).toBe('in_progress');
    // A new version after the candidate started: their answers stay on version 1.
    await writeFile(file, JSON.stringify({ ...NOTE_FORM, title: 'A note, v2' }));
    await cli('forms', 'import', file);
    expect(lines.at(-1)).toContain('version 2');
    expect(dataOf(formCall, await visitor.get(formPath('note-form'))).form.version).toBe(1);

    const submit = (values: unknown, key: string) =>
      visitor.post(`/api/pcsx/forms/note-form/submit`, {
        domain: DOMAIN,
        values_json: JSON.stringify(values),
        idempotency_key: key,
      });
    const refused = await submit({ note: '', more: true }, 'form-key-00000001');
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<{ errors: object }>().errors).sort()).toEqual([
      'detail',
      'note',
    ]);
    const done = await submit({ note: 'done', more: false, detail: 'hidden' }, 'form-key-00000002');
    expect(dataOf(submitFormCall, done).task.status).toBe('completed');
    // The same key again answers as before; another key is refused.
    expect((await submit({ note: 'done' }, 'form-key-00000002')).statusCode).toBe(200);
    expect((await submit({ note: 'done' }, 'form-key-00000003')).statusCode).toBe(409);
    const view = dataOf(formCall, await visitor.get(formPath('note-form')));
    expect(JSON.parse(view.valuesJson)).toEqual({ note: 'done', more: false });
  });

  it('opens a public form to visitors and asks them to log in for a private one', async () => {
    const visitor = new Visitor(t.app);
    expect(dataOf(formCall, await visitor.get(formPath('talent-community'))).task).toBeNull();
    expect((await visitor.get(formPath('tax-details'))).statusCode).toBe(401);
    expect((await visitor.get(formPath('no-such-form'))).statusCode).toBe(401);
    const other = await logInNewCandidate(t, { domain: DOMAIN });
    expect((await other.visitor.get(formPath('tax-details'))).statusCode).toBe(404);
    expect(
      (
        await new Visitor(t.app, 'contoso.example').get(
          `/api/pcsx/forms/tax-details?domain=contoso.example`,
        )
      ).statusCode,
    ).toBe(401);
  });

  it('serves select options at data.data.options with the parent value and debug', async () => {
    const visitor = new Visitor(t.app);
    const regions = dataOf(
      selectOptionsCall,
      await visitor.get(`/api/pcsx/forms/options/regions?domain=${DOMAIN}&parent=CA&debug=1`),
    );
    expect(regions.data.options).toContainEqual({ label: 'Ontario', value: 'ON' });
    expect(regions.data.debug).toEqual({ source: 'regions', parent: 'CA' });
    const countries = dataOf(
      selectOptionsCall,
      await visitor.get(`/api/pcsx/forms/options/countries?domain=${DOMAIN}`),
    );
    expect(countries.data.options).toContainEqual({ label: 'Germany', value: 'DE' });
    expect((await visitor.get(`/api/pcsx/forms/options/secrets?domain=${DOMAIN}`)).statusCode).toBe(
      422,
    );
  });

  it('refuses form files that would not run', () => {
    const problems = (file: unknown) => {
      try {
        parseFormFile(file);
        return [];
      } catch (error) {
        return error instanceof FormFileError ? error.problems : ['threw'];
      }
    };
    expect(problems(NOTE_FORM)).toEqual([]);
    expect(problems({ ...NOTE_FORM, id: 'Bad Id' })).toHaveLength(1);
    const broken = {
      ...NOTE_FORM,
      sections: [
        {
          title: 'x',
          items: [
            { name: 'a', type: 'text' },
            { name: 'a', type: 'text' },
            { name: 'b', type: 'nope' },
            { name: 'c', type: 'text', visibleWhen: { op: 'equals', field: 'zzz', value: 1 } },
            { name: 'd', type: 'text', rules: [{ type: 'regex', value: '(' }] },
          ],
        },
      ],
    };
    expect(problems(broken)).toHaveLength(4);
    expect(problems({ ...NOTE_FORM, embedUrl: 'javascript:alert(1)' })).toHaveLength(1);
    expect(problems({ ...NOTE_FORM, embedUrl: '//evil.example/x' })).toHaveLength(1);
  });
});
