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

describe('TextQuestion number and sin, TextAreaQuestion', () => {
  it('a number question asks for digits and refuses text that is not a number', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(formOf({ name: 'salary', type: 'number', label: 'Salary' }));
    const input = await screen.findByRole('textbox', { name: 'Salary' });
    expect(input).toHaveAttribute('inputMode', 'numeric');
    await user.type(input, 'lots');
    await user.tab();
    expect(await screen.findByText('Enter a valid value.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, '85000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ salary: '85000' }]);
    });
  });

  it('a sin question dashes as XXX-XXX-XXX, stops at 11 characters and checks the format', async () => {
    const user = userEvent.setup();
    renderForm(formOf({ name: 'sin', type: 'sin', label: 'SIN' }));
    const input = await screen.findByRole('textbox', { name: 'SIN' });
    expect(input).toHaveAttribute('maxLength', '11');
    await user.type(input, '1234567890');
    expect(input).toHaveValue('123-456-789');
    await user.clear(input);
    await user.type(input, '1234');
    await user.tab();
    expect(
      await screen.findByText(
        'Social insurance number is invalid. Enter in the format of XXX-XXX-XXX.',
      ),
    ).toBeVisible();
  });

  it('a textarea takes its size and expand option, and is trimmed on blur', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(
      formOf({
        name: 'letter',
        type: 'textarea',
        label: 'Cover letter',
        textAreaOptions: { size: 'large', enableExpand: false, placeholder: 'Dear team' },
      }),
    );
    const area = await screen.findByRole('textbox', { name: 'Cover letter' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '8');
    expect(area).toHaveAttribute('placeholder', 'Dear team');
    expect(area).toHaveClass('resize-none');
    await user.type(area, '  Hello  ');
    await user.tab();
    expect(area).toHaveValue('Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ letter: 'Hello' }]);
    });
  });

  it('a pasted 10 MB answer says it is too long and is not submitted', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(
      formOf({ name: 'letter', type: 'textarea', label: 'Cover letter' }),
    );
    const area = await screen.findByRole('textbox', { name: 'Cover letter' });
    await user.click(area);
    await user.paste('x'.repeat(10 * 1024 * 1024));
    await user.tab();
    expect(await screen.findByText('Enter no more than 10000 characters.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([]);
  });
});

describe('TextQuestion direction', () => {
  it('links, addresses and numbers read left to right on every page; other text takes the page’s', async () => {
    renderForm(
      formOf(
        { name: 'site', type: 'text', label: 'Portfolio', textOptions: { type: 'url' } },
        { name: 'mail', type: 'email', label: 'Email' },
        { name: 'salary', type: 'number', label: 'Salary' },
        { name: 'ssn', type: 'ssn', label: 'SSN' },
        { name: 'city', type: 'text', label: 'City' },
      ),
    );
    for (const name of ['Portfolio', 'Email', 'Salary', 'SSN']) {
      const input = await screen.findByRole('textbox', { name });
      expect(input).toHaveAttribute('dir', 'ltr');
      expect(input).toHaveClass('rtl:text-end');
    }
    expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('dir');
  });
});
