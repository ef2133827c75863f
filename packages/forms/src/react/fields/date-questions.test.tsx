import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuestionItem } from '../../core/types';
import { formOf, renderForm } from '../testing/render-form';

const TODAY = '2026-06-15';

describe('DateQuestion', () => {
  it('defaults to today and is read-only with the today option', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(
      formOf({ name: 'd', type: 'date', label: 'Date', dateOptions: { today: true } }),
      {
        today: TODAY,
      },
    );
    const group = await screen.findByRole('group', { name: /Date/ });
    expect(within(group).getByRole('spinbutton', { name: /month/i })).toHaveAttribute(
      'aria-readonly',
      'true',
    );
    expect(
      within(group).queryByRole('button', { name: 'Open the calendar' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ d: TODAY }]);
    });
  });

  it('clears a value it cannot read', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(formOf({ name: 'd', type: 'date', label: 'Date' }), {
      initialValues: { d: 'next tuesday' },
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ d: null }]);
    });
  });

  it('disables days before enableFrom and after enableUntil (0 = today, N = days from today)', async () => {
    const user = userEvent.setup();
    renderForm(
      formOf({
        name: 'd',
        type: 'date',
        label: 'Start',
        dateOptions: { enableFrom: 0, enableUntil: 5 },
      }),
      { today: TODAY },
    );
    await user.click(await screen.findByRole('button', { name: /calendar/i }));
    const grid = await screen.findByRole('grid');
    const day = (n: number) =>
      within(grid).getByRole('button', { name: new RegExp(`\\bJune ${n}, 2026`) });
    expect(day(14)).toHaveAttribute('aria-disabled', 'true');
    expect(day(15)).not.toHaveAttribute('aria-disabled');
    expect(day(20)).not.toHaveAttribute('aria-disabled');
    expect(day(21)).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('DateRangeQuestion', () => {
  const range: QuestionItem = { name: 'r', type: 'dateRange', label: 'Role' };

  it('ticking "I\'m currently in this role." ends it this month and locks the end', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(formOf(range), {
      today: TODAY,
      initialValues: { r: { startDate: '2024-02', endDate: null } },
    });
    await user.click(await screen.findByRole('checkbox', { name: "I'm currently in this role." }));
    expect(screen.getByLabelText('End date')).toBeDisabled();
    expect(screen.getByLabelText('End date')).toHaveValue('2026-06');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([
        { r: { startDate: '2024-02', endDate: '2026-06', isCurrent: true } },
      ]);
    });
  });

  it('unticking without a start clears everything; clearing an end clears the value', async () => {
    const user = userEvent.setup();
    const { form } = renderForm(formOf(range), { today: TODAY });
    const current = await screen.findByRole('checkbox', { name: "I'm currently in this role." });
    await user.click(current);
    expect(form().methods.getValues('r')).toEqual({
      startDate: null,
      endDate: '2026-06',
      isCurrent: true,
    });
    await user.click(current);
    expect(form().methods.getValues('r')).toBeNull();

    await user.type(screen.getByLabelText('Start date'), '2025-01');
    expect(form().methods.getValues('r')).toMatchObject({ startDate: '2025-01' });
    await user.clear(screen.getByLabelText('Start date'));
    expect(form().methods.getValues('r')).toBeNull();
  });

  it('asks for both ends', async () => {
    const user = userEvent.setup();
    renderForm(formOf(range), {
      today: TODAY,
      initialValues: { r: { startDate: '2024-02', endDate: null } },
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter both a start and end date.')).toBeInTheDocument();
  });
});

describe('PhoneQuestion', () => {
  const phone: QuestionItem = { name: 'p', type: 'phone', label: 'Phone', required: true };

  it('lists every country with its flag, calling code and name, and keeps "+code number"', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(formOf(phone), { host: { defaultPhoneCountry: 'DE' } });
    const country = await screen.findByRole('combobox', { name: 'Select country code' });
    await waitFor(() => {
      expect(country).toHaveValue('🇩🇪 +49 Germany');
    });
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '30 abc-901820');
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('30-901820');
    await user.clear(country);
    await user.type(country, 'United States');
    await user.click(await screen.findByRole('option', { name: /\+1 United States/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Enter a valid phone number and country code.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Phone Number' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '2025550123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ p: '+1 2025550123' }]);
    });
  });
});
