import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuestionItem } from '../../core/types';
import { formOf, renderForm } from '../testing/render-form';

// Which country a phone question starts on: the value's own calling code, else the question's
// defaultCountryCode, else the host page's setting (the group's or the candidate's country), else
// the United States.
const phone: QuestionItem = { name: 'p', type: 'phone', label: 'Phone' };

async function startsOn(expected: string) {
  const country = await screen.findByRole('combobox', { name: 'Select country code' });
  await waitFor(() => {
    expect(country).toHaveValue(expected);
  });
}

describe('PhoneQuestion default country', () => {
  it('is the United States when neither the question nor the page names one', async () => {
    renderForm(formOf(phone));
    await startsOn('🇺🇸 +1 United States');
  });

  it('is the page’s setting when the question names none', async () => {
    renderForm(formOf(phone), { host: { defaultPhoneCountry: 'GB' } });
    await startsOn('🇬🇧 +44 United Kingdom');
  });

  it('is the question’s own defaultCountryCode over the page’s', async () => {
    renderForm(formOf({ ...phone, phoneOptions: { defaultCountryCode: 'DE' } }), {
      host: { defaultPhoneCountry: 'GB' },
    });
    await startsOn('🇩🇪 +49 Germany');
  });

  it('is the value’s calling code over both', async () => {
    renderForm(formOf({ ...phone, phoneOptions: { defaultCountryCode: 'DE' } }), {
      host: { defaultPhoneCountry: 'GB' },
      initialValues: { p: '+33 612345678' },
    });
    await startsOn('🇫🇷 +33 France');
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('612345678');
  });

  it('ignores a setting that is not a country', async () => {
    renderForm(formOf(phone), { host: { defaultPhoneCountry: 'Germany' } });
    await startsOn('🇺🇸 +1 United States');
  });
});
