import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QuestionItem } from '../../core/types';
import { formOf, renderForm } from '../testing/render-form';
import { VISIBILITY_DEBOUNCE_MS } from './visibility-controller';

const firstName: QuestionItem = {
  name: 'firstName',
  type: 'text',
  label: 'First name:',
  required: true,
};
const country: QuestionItem = { name: 'country', type: 'country', label: 'Country' };
const state: QuestionItem = {
  name: 'state',
  type: 'state',
  label: 'State',
  required: true,
  dependencies: ['country'],
  visibleWhen: { op: 'equals', field: 'country', value: 'US' },
};

const waitForVisibility = () =>
  act(() => new Promise((resolve) => setTimeout(resolve, VISIBILITY_DEBOUNCE_MS + 10)));

describe('a dynamic form', () => {
  it('validates on blur with the core message (label without trailing punctuation)', async () => {
    const user = userEvent.setup();
    renderForm(formOf(firstName));
    await user.click(screen.getByRole('textbox', { name: /First name/ }));
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('hides a question whose dependency says so: it is neither validated nor submitted', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(formOf(country, state), { initialValues: { country: 'US' } });
    expect(screen.getByRole('textbox', { name: /State/ })).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Country' }));
    await user.type(screen.getByRole('textbox', { name: 'Country' }), 'FR');
    await waitForVisibility();
    expect(screen.queryByRole('textbox', { name: /State/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toHaveLength(1);
    });
    expect(submitted[0]).toEqual({ country: 'FR' });
  });

  it('forgets a hidden question’s answer: shown again, it is empty', async () => {
    const user = userEvent.setup();
    const { form, submitted } = renderForm(formOf(country, state), {
      initialValues: { country: 'US' },
    });
    await user.type(screen.getByRole('textbox', { name: /State/ }), 'Ohio');
    await user.clear(screen.getByRole('textbox', { name: 'Country' }));
    await user.type(screen.getByRole('textbox', { name: 'Country' }), 'FR');
    await waitForVisibility();
    expect(form().methods.getValues('state')).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: 'Country' }));
    await user.type(screen.getByRole('textbox', { name: 'Country' }), 'US');
    await waitForVisibility();
    expect(screen.getByRole('textbox', { name: /State/ })).toHaveValue('');
    // Shown again and required, it is validated again: empty, the form does not submit.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('State is required')).toBeInTheDocument();
    expect(submitted).toEqual([]);
  });

  it('opens without the answer of a question hidden from the start, even a prefilled one', async () => {
    const user = userEvent.setup();
    const { form } = renderForm(formOf(country, state), {
      initialValues: { country: 'FR', state: 'Ohio' },
    });
    expect(screen.queryByRole('textbox', { name: /State/ })).not.toBeInTheDocument();
    expect(form().methods.getValues('state')).toBeUndefined();
    await user.clear(screen.getByRole('textbox', { name: 'Country' }));
    await user.type(screen.getByRole('textbox', { name: 'Country' }), 'US');
    await waitForVisibility();
    expect(screen.getByRole('textbox', { name: /State/ })).toHaveValue('');
  });

  it('re-validates a shown question when its dependency changes, not on first render', async () => {
    const user = userEvent.setup();
    const after: QuestionItem = {
      name: 'after',
      type: 'date',
      label: 'End',
      dependencies: ['start'],
      rules: [
        {
          type: 'date_comparison',
          compare_to_field: 'start',
          operator: 'after',
          message: 'End after start.',
        },
      ],
    };
    const start: QuestionItem = { name: 'start', type: 'text', label: 'Start' };
    const { submitted } = renderForm(formOf(start, after), {
      initialValues: { start: '2026-01-01', after: '2026-01-05' },
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toHaveLength(1);
    });
    expect(screen.queryByText('End after start.')).not.toBeInTheDocument();
    const startInput = screen.getByRole('textbox', { name: 'Start' });
    await user.clear(startInput);
    await user.type(startInput, '2026-02-01');
    await waitForVisibility();
    expect(await screen.findByText('End after start.')).toBeInTheDocument();
  });

  it('moves focus to the first error on submit', async () => {
    const user = userEvent.setup();
    const lastName: QuestionItem = {
      name: 'lastName',
      type: 'text',
      label: 'Last name',
      required: true,
    };
    const { submitted } = renderForm(formOf({ ...firstName, defaultValue: 'Alex' }, lastName));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveFocus();
    expect(submitted).toHaveLength(0);
  });

  it('injects server errors per field and focuses the first in the form order', async () => {
    const user = userEvent.setup();
    const email: QuestionItem = { name: 'email', type: 'email', label: 'Email' };
    renderForm(formOf({ ...firstName, defaultValue: 'Alex' }, email), {
      serverErrors: { email: 'Already registered.', firstName: 'Name refused.' },
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Already registered.')).toBeInTheDocument();
    expect(screen.getByText('Name refused.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveFocus();
  });

  it('opens with initial values that are not dirty and highlights them until edited', async () => {
    const user = userEvent.setup();
    const { form, container } = renderForm(formOf(firstName), {
      initialValues: { firstName: 'Alex' },
    });
    expect(form().methods.formState.isDirty).toBe(false);
    expect(container.querySelector('[data-question="firstName"]')).toHaveAttribute(
      'data-prefilled',
      'true',
    );
    expect(
      screen.getByText('Filled in for you. Check it and change it if needed.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'a');
    expect(container.querySelector('[data-question="firstName"]')).not.toHaveAttribute(
      'data-prefilled',
    );
  });

  it('does not highlight a question’s own default value, which was not filled in for anyone', () => {
    const { container } = renderForm(formOf({ ...firstName, defaultValue: 'Alex' }));
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Alex');
    expect(container.querySelector('[data-question="firstName"]')).not.toHaveAttribute(
      'data-prefilled',
    );
  });

  it('trims text on blur and never submits on Enter in an input', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(formOf(firstName));
    const input = screen.getByRole('textbox', { name: /First name/ });
    await user.type(input, '  Alex  {Enter}');
    expect(submitted).toHaveLength(0);
    await user.tab();
    expect(input).toHaveValue('Alex');
  });

  it('skips an unknown question type with a console error; the rest still works', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const unknown = {
      name: 'mystery',
      type: 'hologram',
      label: 'Mystery',
    } as unknown as QuestionItem;
    const { submitted } = renderForm(formOf(unknown, { ...firstName, defaultValue: 'Alex' }));
    expect(screen.queryByText('Mystery')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('hologram'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ firstName: 'Alex' }]);
    });
    error.mockRestore();
  });

  it('never puts a confidential value in the page in view mode', () => {
    const ssn: QuestionItem = { name: 'ssn', type: 'ssn', label: 'SSN', confidential: true };
    const { container } = renderForm(formOf(ssn, { ...firstName }), {
      mode: 'view',
      initialValues: { ssn: '123-45-6789', firstName: 'Alex' },
    });
    expect(screen.getByText('[ CONFIDENTIAL ]')).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('123-45-6789');
    expect(screen.getByText('Alex')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows dates in view mode as the field writes them: its dateFormat, the range as MM/YYYY', () => {
    renderForm(
      formOf(
        { name: 'start', type: 'date', label: 'Start', dateOptions: { dateFormat: 'DD.MM.YYYY' } },
        { name: 'born', type: 'date', label: 'Born' },
        { name: 'job', type: 'dateRange', label: 'Job' },
      ),
      {
        mode: 'view',
        initialValues: {
          start: '2026-06-15',
          born: '1990-02-03',
          job: { startDate: '2020-01', endDate: '2023-11', isCurrent: false },
        },
      },
    );
    expect(screen.getByText('15.06.2026')).toBeInTheDocument();
    expect(screen.getByText('Feb 3, 1990')).toBeInTheDocument();
    expect(screen.getByText('01/2020 – 11/2023')).toBeInTheDocument();
  });
});
