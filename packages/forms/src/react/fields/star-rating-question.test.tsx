import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuestionItem } from '../../core/types';
import { formOf, renderForm } from '../testing/render-form';

const question: QuestionItem = { name: 'rating', label: 'Your experience', type: 'star_rating' };

describe('StarRatingQuestion', () => {
  it('offers five stars named Poor to Excellent', async () => {
    renderForm(formOf(question));
    const group = await screen.findByRole('radiogroup', { name: 'Your experience' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    for (const label of ['Poor', 'Average', 'Good', 'Very Good', 'Excellent']) {
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    }
  });

  it('shows the chosen label beside the stars and submits an integer', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(formOf(question));
    // The radio's own (visually hidden) name, then the label shown beside the stars too.
    expect(await screen.findAllByText('Good')).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: 'Good' }));
    expect(screen.getByRole('radio', { name: 'Good' })).toBeChecked();
    expect(screen.getAllByText('Good')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([{ rating: 3 }]);
  });

  it('moves between stars with the arrow keys', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(formOf(question), { initialValues: { rating: 2 } });
    expect(await screen.findByRole('radio', { name: 'Average' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Average' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Excellent' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Very Good' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([{ rating: 4 }]);
  });

  it('is required like any other question', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(formOf({ ...question, required: true }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your experience is required')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Poor' })).toHaveFocus();
    expect(submitted).toEqual([]);
  });
});
