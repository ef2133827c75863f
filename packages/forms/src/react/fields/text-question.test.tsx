import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuestionItem } from '../../core/types';
import { formOf, renderForm } from '../testing/render-form';

const code = (formatValue: unknown): QuestionItem => ({
  name: 'code',
  type: 'text',
  label: 'Code',
  textOptions: {
    formatValue: formatValue as NonNullable<QuestionItem['textOptions']>['formatValue'],
  },
});

describe('TextQuestion formatValue', () => {
  it('applies a named formatter as the candidate types', async () => {
    const user = userEvent.setup();
    renderForm(formOf(code('uppercase')));
    const input = await screen.findByRole('textbox', { name: 'Code' });
    await user.type(input, 'ab1');
    expect(input).toHaveValue('AB1');
    expect(input).not.toHaveAttribute('maxLength');
  });

  it('an ssn formatter dashes the digits and stops at 11 characters', async () => {
    const user = userEvent.setup();
    renderForm(formOf(code('ssn')));
    const input = await screen.findByRole('textbox', { name: 'Code' });
    await user.type(input, '1234567890');
    expect(input).toHaveValue('123-45-6789');
    expect(input).toHaveAttribute('maxLength', '11');
  });

  it('applies a function (a form built in code) and submits what it made', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(
      formOf(code((value: string) => value.replace(/[^a-z]/gi, '').toLowerCase())),
    );
    const input = await screen.findByRole('textbox', { name: 'Code' });
    await user.type(input, 'Ab-C 1d');
    expect(input).toHaveValue('abcd');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ code: 'abcd' }]);
    });
  });

  it('keeps the typed text when the function throws or answers something else', async () => {
    const user = userEvent.setup();
    renderForm(
      formOf(
        code(() => {
          throw new Error('bad formatter');
        }),
        { ...code(() => 42), name: 'other', label: 'Other' },
      ),
    );
    const input = await screen.findByRole('textbox', { name: 'Code' });
    await user.type(input, 'as typed');
    expect(input).toHaveValue('as typed');
    const other = screen.getByRole('textbox', { name: 'Other' });
    await user.type(other, 'also');
    expect(other).toHaveValue('also');
  });

  it('ignores a name it does not know (from a stored definition)', async () => {
    const user = userEvent.setup();
    renderForm(formOf(code('toString')));
    const input = await screen.findByRole('textbox', { name: 'Code' });
    await user.type(input, 'Mixed');
    expect(input).toHaveValue('Mixed');
  });
});
