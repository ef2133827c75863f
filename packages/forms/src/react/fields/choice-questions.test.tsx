import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuestionItem } from '../../core/types';
import { formOf, renderForm } from '../testing/render-form';

const choices = [
  { label: 'Remote', value: 'remote' },
  { label: 'Hybrid', value: 'hybrid' },
];

describe('choice questions', () => {
  it('a radio group: required message, then the chosen value', async () => {
    const user = userEvent.setup();
    const radio: QuestionItem = {
      name: 'way',
      type: 'radio',
      label: 'Way of working',
      required: true,
      radioOptions: { choices },
    };
    const { submitted } = renderForm(formOf(radio));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Way of working is required')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Remote' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Hybrid' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ way: 'hybrid' }]);
    });
  });

  it('a checkbox group submits the chosen values; an empty one is required', async () => {
    const user = userEvent.setup();
    const group: QuestionItem = {
      name: 'ways',
      type: 'checkbox',
      label: 'Ways',
      required: true,
      checkboxOptions: { choices, direction: 'vertical' },
    };
    const { submitted } = renderForm(formOf(group));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Ways is required')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Remote' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hybrid' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ ways: ['remote', 'hybrid'] }]);
    });
  });

  it('a single checkbox must be ticked when required and submits a boolean', async () => {
    const user = userEvent.setup();
    const consent: QuestionItem = {
      name: 'ok',
      type: 'checkboxItem',
      label: 'I agree.',
      required: true,
    };
    const { submitted } = renderForm(formOf(consent));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('I agree is required')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => {
      expect(submitted).toEqual([{ ok: true }]);
    });
  });
});
