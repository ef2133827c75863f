import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuestionItem } from '../../core/types';
import { formOf, renderForm } from '../testing/render-form';

const jobs: QuestionItem = {
  name: 'jobs',
  label: 'Previous jobs',
  type: 'dynamicList',
  rules: [
    { type: 'minLength', value: 1, message: 'Add at least one job.' },
    { type: 'maxLength', value: 2, message: 'Add no more than 2 jobs.' },
  ],
  dynamicListOptions: {
    items: [
      { name: 'company', label: 'Company', type: 'text', required: true },
      { name: 'current', label: 'I still work here', type: 'checkboxItem' },
      {
        name: 'leaving',
        label: 'Reason for leaving',
        type: 'text',
        dependencies: ['current'],
        visibleWhen: { op: 'notEquals', field: 'current', value: true },
      },
    ],
    itemDefaultValue: { company: '' },
  },
};

function rows() {
  return within(screen.getByRole('group', { name: 'Previous jobs' })).queryAllByRole('group', {
    name: /^Item \d$/,
  });
}

describe('DynamicListQuestion', () => {
  it('starts with the minimum number of rows, without Delete at the minimum', async () => {
    const { form } = renderForm(formOf(jobs));
    expect(await screen.findByRole('group', { name: 'Item 1' })).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    // The rows are defaults: the form is not dirty.
    expect(form().methods.getFieldState('jobs').isDirty).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: /^Delete item/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeInTheDocument();
  });

  it('starts empty without a minimum', async () => {
    renderForm(formOf({ ...jobs, rules: [] }));
    expect(await screen.findByRole('button', { name: 'Add Item' })).toBeInTheDocument();
    expect(rows()).toHaveLength(0);
  });

  it('adds rows up to the maximum and focuses the new row', async () => {
    const user = userEvent.setup();
    renderForm(formOf(jobs));
    await user.click(await screen.findByRole('button', { name: 'Add Item' }));
    expect(rows()).toHaveLength(2);
    const second = screen.getByRole('group', { name: 'Item 2' });
    await waitFor(() => {
      expect(within(second).getByRole('textbox', { name: 'Company' })).toHaveFocus();
    });
    // At the maximum: no Add; above the minimum: Delete on every row.
    expect(screen.queryByRole('button', { name: 'Add Item' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete item 1' })).toHaveTextContent('Delete');
    expect(screen.getByRole('button', { name: 'Delete item 2' })).toBeInTheDocument();
  });

  it('takes a mouse press on Add while the empty required field above shows its error only after the release', async () => {
    const user = userEvent.setup();
    renderForm(formOf(jobs));
    await user.click(await screen.findByRole('textbox', { name: 'Company' }));
    const add = screen.getByRole('button', { name: 'Add Item' });
    // Pressed: the field has lost focus, but nothing has moved under the pointer yet.
    await user.pointer({ keys: '[MouseLeft>]', target: add });
    expect(screen.getByRole('textbox', { name: 'Company' })).not.toHaveFocus();
    expect(screen.queryByText('Company is required')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: add });
    expect(rows()).toHaveLength(2);
    expect(await screen.findByText('Company is required')).toBeInTheDocument();
  });

  it('deletes a row down to the minimum and focuses Add', async () => {
    const user = userEvent.setup();
    renderForm(formOf(jobs), {
      initialValues: { jobs: [{ company: 'Acme' }, { company: 'Globex' }] },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete item 1' }));
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Globex');
    expect(screen.queryByRole('button', { name: /^Delete item/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Item' })).toHaveFocus();
  });

  it('submits the rows under nested names', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(formOf(jobs));
    await user.type(await screen.findByRole('textbox', { name: 'Company' }), 'Acme');
    await user.type(screen.getByRole('textbox', { name: 'Reason for leaving' }), 'Moved');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const second = screen.getByRole('group', { name: 'Item 2' });
    await user.type(within(second).getByRole('textbox', { name: 'Company' }), 'Globex');
    await user.click(within(second).getByRole('checkbox', { name: 'I still work here' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([
      {
        jobs: [
          { company: 'Acme', leaving: 'Moved' },
          { company: 'Globex', current: true },
        ],
      },
    ]);
  });

  it('validates the row questions through the core', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(formOf(jobs));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Company is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveFocus();
    expect(submitted).toEqual([]);
  });

  it('shows a row question from its own row’s values', async () => {
    const user = userEvent.setup();
    renderForm(formOf(jobs), { initialValues: { jobs: [{ company: 'Acme' }, { company: 'B' }] } });
    const first = await screen.findByRole('group', { name: 'Item 1' });
    const second = screen.getByRole('group', { name: 'Item 2' });
    await user.click(within(second).getByRole('checkbox', { name: 'I still work here' }));
    await waitFor(() => {
      expect(
        within(second).queryByRole('textbox', { name: 'Reason for leaving' }),
      ).not.toBeInTheDocument();
    });
    expect(within(first).getByRole('textbox', { name: 'Reason for leaving' })).toBeInTheDocument();
  });

  it('forgets a row question’s answer when it hides: shown again, it is empty', async () => {
    const user = userEvent.setup();
    const { form } = renderForm(formOf(jobs), { initialValues: { jobs: [{ company: 'Acme' }] } });
    const row = await screen.findByRole('group', { name: 'Item 1' });
    await user.type(within(row).getByRole('textbox', { name: 'Reason for leaving' }), 'Moved');
    await user.click(within(row).getByRole('checkbox', { name: 'I still work here' }));
    await waitFor(() => {
      const { jobs: rows } = form().methods.getValues() as { jobs: { leaving?: unknown }[] };
      expect(rows[0]?.leaving).toBeNull();
    });
    await user.click(within(row).getByRole('checkbox', { name: 'I still work here' }));
    expect(within(row).getByRole('textbox', { name: 'Reason for leaving' })).toHaveValue('');
  });

  it('shows the row-count rule’s message under the list', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(formOf(jobs), {
      initialValues: { jobs: [{ company: 'A' }, { company: 'B' }, { company: 'C' }] },
    });
    const list = await screen.findByRole('group', { name: 'Previous jobs' });
    expect(screen.queryByRole('button', { name: 'Add Item' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(list).findByText('Add no more than 2 jobs.')).toBeInTheDocument();
    expect(list).toHaveAccessibleDescription('Add no more than 2 jobs.');
    expect(submitted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete item 3' }));
    await waitFor(() => {
      expect(screen.queryByText('Add no more than 2 jobs.')).not.toBeInTheDocument();
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([{ jobs: [{ company: 'A' }, { company: 'B' }] }]);
  });

  it('locks its rows when the list is disabled', async () => {
    renderForm(formOf({ ...jobs, disabled: true }), {
      initialValues: { jobs: [{ company: 'Acme' }, { company: 'Globex' }] },
    });
    expect(await screen.findAllByRole('textbox', { name: 'Company' })).toHaveLength(2);
    for (const input of screen.getAllByRole('textbox', { name: 'Company' })) {
      expect(input).toBeDisabled();
    }
    expect(screen.queryByRole('button', { name: /^Delete item/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Item' })).not.toBeInTheDocument();
  });

  it('titles rows and the Add button from the question', async () => {
    renderForm(
      formOf({
        ...jobs,
        dynamicListOptions: {
          ...jobs.dynamicListOptions,
          items: jobs.dynamicListOptions?.items ?? [],
          itemTitle: 'Job {index}',
          addButton: { text: 'Add a job' },
        },
      }),
    );
    expect(await screen.findByRole('group', { name: 'Job 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a job' })).toBeInTheDocument();
  });
});

describe('DynamicListQuestion options', () => {
  const withOptions = (options: Partial<NonNullable<QuestionItem['dynamicListOptions']>>) =>
    formOf({
      ...jobs,
      dynamicListOptions: {
        ...jobs.dynamicListOptions,
        items: jobs.dynamicListOptions?.items ?? [],
        ...options,
      },
    });
  const addIcon = (name: string) =>
    screen.getByRole('button', { name }).querySelector('svg[data-icon], img');

  it('draws the Add button’s icon: a plus by default, else the one addButton.icon names', async () => {
    const { unmount } = renderForm(withOptions({}));
    expect(await screen.findByRole('button', { name: 'Add Item' })).toBeInTheDocument();
    expect(addIcon('Add Item')).toHaveAttribute('data-icon', 'plus');
    expect(addIcon('Add Item')).toHaveAttribute('aria-hidden', 'true');
    unmount();

    const second = renderForm(withOptions({ addButton: { text: 'Add a job', icon: 'briefcase' } }));
    expect(await screen.findByRole('button', { name: 'Add a job' })).toBeInTheDocument();
    expect(addIcon('Add a job')).toHaveAttribute('data-icon', 'briefcase');
    second.unmount();

    // An image at the end, with its alt text joining the button's name.
    const third = renderForm(
      withOptions({
        addButton: {
          text: 'Add a job',
          icon: { src: '/icons/add.svg', alt: 'new', position: 'end' },
        },
      }),
    );
    const button = await screen.findByRole('button', { name: 'Add a job new' });
    expect(button.querySelector('img')).toHaveAttribute('src', '/icons/add.svg');
    expect(button.lastElementChild?.tagName).toBe('IMG');
    third.unmount();

    // An icon the toolkit cannot draw leaves the plus (a stored form with it is refused).
    renderForm(withOptions({ addButton: { icon: { src: 'javascript:alert(1)' } } }));
    expect(await screen.findByRole('button', { name: 'Add Item' })).toBeInTheDocument();
    expect(addIcon('Add Item')).toHaveAttribute('data-icon', 'plus');
  });

  it('titles each row with itemTitleRenderer(row, index), following the row’s answers', async () => {
    const user = userEvent.setup();
    const seen: number[] = [];
    renderForm(
      withOptions({
        itemTitle: 'Job {index}',
        itemTitleRenderer: (row, index) => {
          seen.push(index);
          return typeof row.company === 'string' && row.company !== ''
            ? `${index + 1}. ${row.company}`
            : '';
        },
      }),
      { initialValues: { jobs: [{ company: 'Acme' }, { company: '' }] } },
    );
    expect(await screen.findByRole('group', { name: '1. Acme' })).toBeInTheDocument();
    // A blank title falls back to the template.
    const second = screen.getByRole('group', { name: 'Job 2' });
    expect(seen).toContain(1);
    await user.type(within(second).getByRole('textbox', { name: 'Company' }), 'Globex');
    expect(await screen.findByRole('group', { name: '2. Globex' })).toBeInTheDocument();
  });

  it('falls back to the template, then to "Item N", when the renderer throws', async () => {
    renderForm(
      withOptions({
        itemTitleRenderer: () => {
          throw new Error('broken renderer');
        },
      }),
    );
    expect(await screen.findByRole('group', { name: 'Item 1' })).toBeInTheDocument();
  });

  it('ignores an itemTitleRenderer that is not a function (a stored definition’s text)', async () => {
    const stored = JSON.parse(
      JSON.stringify({ itemTitle: 'Role {index}', itemTitleRenderer: 'row => row.company' }),
    ) as Partial<NonNullable<QuestionItem['dynamicListOptions']>>;
    renderForm(withOptions(stored));
    expect(await screen.findByRole('group', { name: 'Role 1' })).toBeInTheDocument();
  });

  it('titles rows in view mode with the renderer too', async () => {
    renderForm(withOptions({ itemTitleRenderer: (row) => `At ${String(row.company)}` }), {
      mode: 'view',
      initialValues: { jobs: [{ company: 'Acme' }, { company: 'Globex' }] },
    });
    expect(await screen.findByText('At Acme')).toBeInTheDocument();
    expect(screen.getByText('At Globex')).toBeInTheDocument();
  });
});
