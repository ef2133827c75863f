import { describe, expect, it } from 'vitest';
import { storedOptionProblems } from './stored-options';
import { validateForm } from './index';
import type { FormDefinition } from './types';

describe('storedOptionProblems: what a stored (JSON) definition cannot carry', () => {
  it('accepts named formatters, templates, drawable icons and preview types', () => {
    expect(
      storedOptionProblems({
        name: 'a',
        type: 'text',
        textOptions: { formatValue: 'uppercase' },
        radioOptions: { choices: [{ label: 'A', value: 'a', iconProps: { name: 'home' } }] },
        dynamicListOptions: { items: [], itemTitle: 'Job {index}', addButton: { icon: 'plus' } },
        fileUploadOptions: { previewTypes: ['pdf', 'image/*'] },
      }),
    ).toEqual([]);
    expect(storedOptionProblems({ name: 'b', type: 'text' })).toEqual([]);
    expect(storedOptionProblems('not a question')).toEqual([]);
  });

  it('refuses a function’s place taken, icons it cannot draw and preview types that are not a list', () => {
    expect(
      storedOptionProblems({
        name: 'a',
        type: 'dynamicList',
        textOptions: { formatValue: 'toString' },
        selectOptions: {
          choices: [
            { label: 'A', value: 'a', iconProps: { src: 'javascript:alert(1)' } },
            { label: 'B', value: 'b', iconProps: { name: 'rocket' } },
            { label: 'C', value: 'c' },
          ],
        },
        checkboxOptions: { choices: [{ label: 'D', value: 'd', iconProps: 'nope' }] },
        dynamicListOptions: {
          items: [],
          itemTitleRenderer: '(row) => row.name',
          itemTitle: 5,
          addButton: { text: 'Add', icon: { src: 'http://insecure.example/plus.png' } },
        },
        fileUploadOptions: { previewTypes: 'pdf' },
      }),
    ).toEqual([
      'selectOptions.choices[0].iconProps: src must be an https address or a path of this site',
      expect.stringMatching(/^selectOptions\.choices\[1\]\.iconProps: name must be one of plus/),
      expect.stringMatching(/^checkboxOptions\.choices\[0\]\.iconProps: must be an icon name/),
      'textOptions.formatValue must be one of ssn, sin, uppercase (a function cannot be stored)',
      'dynamicListOptions.itemTitleRenderer cannot be stored; use itemTitle',
      'dynamicListOptions.itemTitle must be text',
      'dynamicListOptions.addButton.icon: src must be an https address or a path of this site',
      'fileUploadOptions.previewTypes must be a list of file types',
    ]);
  });

  it('a definition built in code, functions and all, validates as its JSON does', () => {
    const inCode: FormDefinition = {
      sections: [
        {
          title: 'S',
          items: [
            {
              name: 'code',
              type: 'text',
              required: true,
              textOptions: { formatValue: (value) => value.toUpperCase() },
              rules: [{ type: 'minLength', value: 3 }],
            },
            {
              name: 'jobs',
              type: 'dynamicList',
              rules: [{ type: 'maxLength', value: 1 }],
              dynamicListOptions: {
                itemTitleRenderer: () => {
                  throw new Error('never called by the core');
                },
                addButton: { icon: { name: 'plus' } },
                items: [{ name: 'company', type: 'text', required: true }],
              },
            },
          ],
        },
      ],
    };
    const asJson = JSON.parse(JSON.stringify(inCode)) as FormDefinition;
    const values = { code: 'ab', jobs: [{ company: '' }, { company: 'X' }] };
    const errors = validateForm(inCode, values);
    expect(errors).toEqual({
      code: 'Enter at least 3 characters.',
      jobs: 'Add no more than 1 item.',
      'jobs.0.company': 'This field is required',
    });
    expect(validateForm(asJson, values)).toEqual(errors);
  });
});
