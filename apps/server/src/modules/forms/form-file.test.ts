import { ALL_QUESTION_TYPES } from '@careers/forms/demo';
import { describe, expect, it } from 'vitest';
import { FormFileError, parseFormFile } from './form-file';

// A form file is JSON: the options only forms built in code may hold (functions) and icons the
// browser could not draw are refused at import, so they never reach the database, the browser or
// the server's own checks of an answer (docs/product/forms-toolkit.md, Option groups).

function problems(file: unknown): string[] {
  try {
    parseFormFile(file);
    return [];
  } catch (error) {
    if (error instanceof FormFileError) return error.problems;
    throw error;
  }
}

const formWith = (...items: unknown[]) => ({
  id: 'options',
  title: 'Options',
  sections: [{ title: 'Main', items }],
});

describe('parseFormFile and the option groups', () => {
  it('takes the showcase form, icons and all', () => {
    expect(problems(JSON.parse(JSON.stringify(ALL_QUESTION_TYPES)))).toEqual([]);
  });

  it('takes icons by name or safe address, named formatters and templates', () => {
    expect(
      problems(
        formWith(
          {
            name: 'way',
            type: 'radio',
            radioOptions: {
              choices: [
                { label: 'Remote', value: 'remote', iconProps: { name: 'laptop' } },
                { label: 'Office', value: 'office', iconProps: { src: '/icons/office.svg' } },
              ],
            },
          },
          { name: 'code', type: 'text', textOptions: { formatValue: 'uppercase' } },
          {
            name: 'jobs',
            type: 'dynamicList',
            dynamicListOptions: {
              itemTitle: 'Job {index}',
              addButton: { text: 'Add a job', icon: 'briefcase' },
              items: [{ name: 'company', type: 'text' }],
            },
          },
        ),
      ),
    ).toEqual([]);
  });

  it('refuses what only code can hold and icons the browser could not draw', () => {
    expect(
      problems(
        formWith(
          {
            name: 'way',
            type: 'select',
            selectOptions: {
              choices: [{ label: 'A', value: 'a', iconProps: { src: 'javascript:alert(1)' } }],
            },
          },
          { name: 'code', type: 'text', textOptions: { formatValue: 'value => value' } },
          {
            name: 'jobs',
            type: 'dynamicList',
            dynamicListOptions: {
              itemTitleRenderer: 'row => row.company',
              addButton: { icon: 'rocket' },
              items: [
                {
                  name: 'kind',
                  type: 'checkbox',
                  checkboxOptions: {
                    choices: [
                      { label: 'B', value: 'b', iconProps: { name: 'plus', position: 'up' } },
                    ],
                  },
                },
              ],
            },
          },
        ),
      ),
    ).toEqual([
      'items[0].selectOptions.choices[0].iconProps: src must be an https address or a path of this site',
      'items[1].textOptions.formatValue must be one of ssn, sin, uppercase (a function cannot be stored)',
      'items[2].dynamicListOptions.itemTitleRenderer cannot be stored; use itemTitle',
      expect.stringMatching(
        /^items\[2\]\.dynamicListOptions\.addButton\.icon: must be an icon name/,
      ),
      'items[2].dynamicListOptions.items[0].checkboxOptions.choices[0].iconProps: position must be start or end',
    ]);
  });

  it('a definition built in code with functions is refused, not stored without them', () => {
    const inCode = formWith({
      name: 'jobs',
      type: 'dynamicList',
      dynamicListOptions: {
        itemTitleRenderer: (row: { company?: string }) => row.company ?? '',
        items: [
          { name: 'code', type: 'text', textOptions: { formatValue: (value: string) => value } },
        ],
      },
    });
    expect(problems(inCode)).toEqual([
      'items[0].dynamicListOptions.itemTitleRenderer cannot be stored; use itemTitle',
      'items[0].dynamicListOptions.items[0].textOptions.formatValue must be one of ssn, sin, uppercase (a function cannot be stored)',
    ]);
  });
});
