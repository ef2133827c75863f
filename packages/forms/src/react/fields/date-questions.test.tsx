import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import type { QuestionItem } from '../../core/types';
import { formOf, renderForm } from '../testing/render-form';
import { PeriodGrid } from './period-grid';

const TODAY = '2026-06-15';

describe('DateQuestion', () => {
  const dateInput = () => screen.findByRole('textbox', { name: /Date/ });

  it('defaults to today and is read-only with the today option', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(
      formOf({ name: 'd', type: 'date', label: 'Date', dateOptions: { today: true } }),
      {
        today: TODAY,
      },
    );
    const input = await dateInput();
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveValue('06/15/2026');
    expect(screen.queryByRole('button', { name: /Open the calendar/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ d: TODAY }]);
    });
  });

  it('clears a value it cannot read, and a month given to a day picker', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(
      formOf(
        { name: 'd', type: 'date', label: 'Date' },
        { name: 'm', type: 'date', label: 'Day', dateOptions: { dateFormat: 'DD.MM.YYYY' } },
      ),
      { initialValues: { d: 'next tuesday', m: '2026-06' } },
    );
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ d: null, m: null }]);
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
    await user.click(day(17));
    expect(screen.getByRole('textbox', { name: 'Start' })).toHaveValue('06/17/2026');
    // Typed outside the bounds: the server's message, in the browser.
    await user.clear(screen.getByRole('textbox', { name: 'Start' }));
    await user.type(screen.getByRole('textbox', { name: 'Start' }), '07/01/2026');
    await user.click(document.body);
    expect(await screen.findByText('Enter a date no later than Jun 20, 2026.')).toBeInTheDocument();
  });

  it('shows and reads its dateFormat, and says which format it wants', async () => {
    const user = userEvent.setup();
    const { form } = renderForm(
      formOf({ name: 'd', type: 'date', label: 'Date', dateOptions: { dateFormat: 'DD.MM.YYYY' } }),
      { initialValues: { d: '2024-12-31' } },
    );
    const input = await dateInput();
    expect(input).toHaveValue('31.12.2024');
    expect(input).toHaveAttribute('placeholder', 'DD.MM.YYYY');
    await user.clear(input);
    await user.type(input, '1.2.2025');
    expect(form().methods.getValues('d')).toBe('2025-02-01');
    await user.click(document.body);
    expect(input).toHaveValue('01.02.2025');
    await user.clear(input);
    await user.type(input, '31.02.2025');
    // Tab reaches the picker button first: the field is left only after it.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open the calendar' })).toHaveFocus();
    expect(screen.queryByText('Enter a valid date as DD.MM.YYYY.')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Enter a valid date as DD.MM.YYYY.')).toBeInTheDocument();
    expect(input).toHaveValue('31.02.2025');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('accepts a prefill in its fallbackFormat, converted, still marked as filled in', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(
      formOf({
        name: 'd',
        type: 'date',
        label: 'Date',
        dateOptions: { dateFormat: 'DD.MM.YYYY', fallbackFormat: 'MM/DD/YYYY' },
      }),
      { initialValues: { d: '12/31/2024' } },
    );
    expect(await dateInput()).toHaveValue('31.12.2024');
    expect(screen.getByText('Filled in for you. Check it and change it if needed.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ d: '2024-12-31' }]);
    });
  });

  it('is not left (nor checked) when focus moves into its picker', async () => {
    const user = userEvent.setup();
    renderForm(formOf({ name: 'd', type: 'date', label: 'Date', required: true }));
    await user.click(await dateInput());
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(await screen.findByRole('dialog', { name: 'Choose a date' })).toBeInTheDocument();
    expect(screen.queryByText('Date is required')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Date is required')).toBeInTheDocument();
  });

  it('uses its placeholder option as the input’s placeholder', async () => {
    renderForm(
      formOf({
        name: 'd',
        type: 'date',
        label: 'Date',
        dateOptions: { placeholder: 'Your birthday' },
      }),
    );
    expect(await dateInput()).toHaveAttribute('placeholder', 'Your birthday');
  });

  it('a month picker stores YYYY-MM, converts a prefilled day, and is picked by keyboard', async () => {
    const user = userEvent.setup();
    const { submitted, form } = renderForm(
      formOf({
        name: 'graduated',
        type: 'date',
        label: 'Graduation date',
        dateOptions: { picker: 'month', enableUntil: 0 },
      }),
      { today: TODAY, initialValues: { graduated: '2018-07-01' } },
    );
    const input = await screen.findByRole('textbox', { name: 'Graduation date' });
    expect(input).toHaveValue('07/2018');
    expect(input).toHaveAttribute('placeholder', 'MM/YYYY');
    expect(form().methods.getValues('graduated')).toBe('2018-07');

    await user.click(screen.getByRole('button', { name: 'Open the calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a month' });
    const grid = within(dialog).getByRole('grid', { name: '2018' });
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(12);
    expect(within(grid).getByRole('button', { name: 'July 2018' })).toHaveFocus();
    expect(within(grid).getByRole('gridcell', { selected: true })).toHaveTextContent('Jul');
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(grid).getByRole('button', { name: 'November 2018' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    // Across the year's edge: February of the next year.
    expect(screen.getByRole('grid', { name: '2019' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'February 2019' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveValue('02/2019');
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Open the calendar' })).toHaveFocus();
    });

    // Months after enableUntil (today) cannot be chosen. Alt+ArrowDown opens the grid too.
    await user.click(input);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await user.click(await screen.findByRole('button', { name: 'Next year' }));
    await user.click(await screen.findByRole('button', { name: 'Next year' }));
    await user.click(await screen.findByRole('button', { name: 'Next year' }));
    await user.click(await screen.findByRole('button', { name: 'Next year' }));
    await user.click(await screen.findByRole('button', { name: 'Next year' }));
    await user.click(await screen.findByRole('button', { name: 'Next year' }));
    await user.click(await screen.findByRole('button', { name: 'Next year' }));
    expect(screen.getByRole('button', { name: 'June 2026' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'July 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'July 2026' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    // Typed: MM/YYYY, or ISO.
    await user.clear(input);
    await user.type(input, '3/2020');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ graduated: '2020-03' }]);
    });
  });

  it('a year picker stores YYYY', async () => {
    const user = userEvent.setup();
    const { form } = renderForm(
      formOf({ name: 'y', type: 'date', label: 'Year', dateOptions: { picker: 'year' } }),
      { today: TODAY },
    );
    const input = await screen.findByRole('textbox', { name: 'Year' });
    expect(input).toHaveAttribute('placeholder', 'YYYY');
    await user.click(screen.getByRole('button', { name: 'Open the calendar' }));
    const grid = await screen.findByRole('grid', { name: '2016 – 2027' });
    expect(within(grid).getByRole('button', { name: '2026' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}{Enter}');
    expect(input).toHaveValue('2022');
    expect(form().methods.getValues('y')).toBe('2022');
    await user.clear(input);
    // A finer date typed is cut to its year; text that is no date is refused.
    await user.type(input, '2024-06');
    expect(form().methods.getValues('y')).toBe('2024');
    await user.clear(input);
    await user.type(input, 'soon');
    await user.click(document.body);
    expect(await screen.findByText('Enter a valid year as YYYY.')).toBeInTheDocument();
  });

  it('never chokes on a pasted 10 MB value', async () => {
    const user = userEvent.setup();
    renderForm(formOf({ name: 'd', type: 'date', label: 'Date' }));
    const input = await dateInput();
    await user.click(input);
    await user.paste('12/31/2024'.repeat(1_000_000));
    await user.click(document.body);
    expect((input as HTMLInputElement).value.length).toBeLessThanOrEqual(64);
    expect(await screen.findByText('Enter a valid date as MM/DD/YYYY.')).toBeInTheDocument();
  });
});

describe('PeriodGrid', () => {
  it('moves with the arrows mirrored right to left, a page with PageUp / PageDown', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(
      <I18nProvider locale="ar">
        <PeriodGrid
          unit="month"
          value="2026-06"
          today={TODAY}
          onSelect={(iso) => chosen.push(iso)}
        />
      </I18nProvider>,
    );
    const june = screen.getByRole('button', { name: 'يونيو 2026' });
    expect(june).toHaveFocus();
    expect(june).toHaveTextContent('يونيو');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'يوليو 2026' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('button', { name: 'يوليو 2027' })).toHaveFocus();
    await user.keyboard('{Home}{Enter}');
    expect(chosen).toEqual(['2027-07']);
  });
});

describe('DateRangeQuestion', () => {
  const range: QuestionItem = { name: 'r', type: 'dateRange', label: 'Role' };
  const startInput = () => screen.getByRole('textbox', { name: 'Start date' });
  const endInput = () => screen.getByRole('textbox', { name: 'End date' });

  it('ticking "I\'m currently in this role." ends it this month and locks the end', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(formOf(range), {
      today: TODAY,
      initialValues: { r: { startDate: '2024-02', endDate: null } },
    });
    await user.click(await screen.findByRole('checkbox', { name: "I'm currently in this role." }));
    expect(startInput()).toHaveValue('02/2024');
    expect(endInput()).toBeDisabled();
    expect(endInput()).toHaveValue('06/2026');
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

    await user.type(startInput(), '01/2025');
    expect(form().methods.getValues('r')).toMatchObject({ startDate: '2025-01' });
    await user.clear(startInput());
    expect(form().methods.getValues('r')).toBeNull();
    // ISO is read too (what the month input used to take).
    await user.type(startInput(), '2025-01');
    expect(form().methods.getValues('r')).toMatchObject({ startDate: '2025-01' });
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

  it('shows MM/YYYY, keeps its labels, takes rangePickerPlaceholder as placeholders', async () => {
    renderForm(
      formOf(range, {
        name: 'p',
        type: 'dateRange',
        label: 'Project',
        dateRangeOptions: { rangePickerPlaceholder: ['From', 'To'] },
      }),
    );
    const [start, end] = await screen
      .findAllByRole('textbox', { name: 'Start date' })
      .then((starts) => [starts, screen.getAllByRole('textbox', { name: 'End date' })]);
    expect(start?.[0]).toHaveAttribute('placeholder', 'MM/YYYY');
    expect(end?.[0]).toHaveAttribute('placeholder', 'MM/YYYY');
    expect(start?.[1]).toHaveAttribute('placeholder', 'From');
    expect(end?.[1]).toHaveAttribute('placeholder', 'To');
    expect(
      screen.getAllByRole('button', { name: 'Open the calendar', description: 'Start date' }),
    ).toHaveLength(2);
  });

  it('picks its months from the toolkit’s own grid, never after today with disallowFutureStartDate', async () => {
    const user = userEvent.setup();
    const { form } = renderForm(
      formOf({ ...range, dateRangeOptions: { disallowFutureStartDate: true } }),
      { today: TODAY },
    );
    await user.click(
      await screen.findByRole('button', { name: 'Open the calendar', description: 'Start date' }),
    );
    const grid = await screen.findByRole('grid', { name: '2026' });
    expect(within(grid).getByRole('button', { name: 'July 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(startInput()).toHaveValue('05/2026');
    expect(form().methods.getValues('r')).toMatchObject({ startDate: '2026-05' });
  });

  it('converts days prefilled for a month picker; clears an end it cannot read', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(formOf(range, { ...range, name: 'bad', label: 'Bad' }), {
      initialValues: {
        r: { startDate: '2020-01-15', endDate: '2021-02-28', isCurrent: false },
        bad: { startDate: 'soon', endDate: '2021-02' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([
        { r: { startDate: '2020-01', endDate: '2021-02', isCurrent: false }, bad: null },
      ]);
    });
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
