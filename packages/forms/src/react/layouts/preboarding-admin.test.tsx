import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuestionItem } from '../../core/types';
import { MOVE_DEBOUNCE_MS, PreboardingAdmin } from './preboarding-admin';

const QUESTIONS: QuestionItem[] = [
  { name: 'a', type: 'text', label: 'Alpha' },
  { name: 'b', type: 'email', label: 'Bravo' },
  { name: 'c', type: 'phone', label: 'Charlie' },
];

function Admin({ initial = QUESTIONS }: { initial?: QuestionItem[] }) {
  const [questions, setQuestions] = useState(initial);
  return <PreboardingAdmin aria-label="Questions" questions={questions} onChange={setQuestions} />;
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Questions' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('span')?.textContent);

describe('PreboardingAdmin', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('names each row button by its tooltip text; the first cannot move up, the last not down', async () => {
    render(<Admin />);
    const list = await screen.findByRole('list', { name: 'Questions' });
    const [first, , last] = within(list).getAllByRole('listitem');
    for (const name of [
      'Duplicate question',
      'Edit question',
      'Delete question',
      'Move question up',
      'Move question down',
    ]) {
      expect(within(first!).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(first!).getByRole('button', { name: 'Move question up' })).toBeDisabled();
    expect(within(first!).getByRole('button', { name: 'Move question down' })).toBeEnabled();
    expect(within(last!).getByRole('button', { name: 'Move question down' })).toBeDisabled();
  });

  it('moves once per burst of clicks, 300 ms after the last', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Admin />);
    const list = await screen.findByRole('list', { name: 'Questions' });
    const down = within(within(list).getAllByRole('listitem')[0]!).getByRole('button', {
      name: 'Move question down',
    });
    await user.click(down);
    await user.click(down);
    expect(rows()).toEqual(['Alpha', 'Bravo', 'Charlie']);
    act(() => vi.advanceTimersByTime(MOVE_DEBOUNCE_MS));
    expect(rows()).toEqual(['Bravo', 'Alpha', 'Charlie']);
  });

  it('duplicates under a new name and deletes', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Admin />);
    const list = await screen.findByRole('list', { name: 'Questions' });
    await user.click(
      within(within(list).getAllByRole('listitem')[1]!).getByRole('button', {
        name: 'Duplicate question',
      }),
    );
    expect(rows()).toEqual(['Alpha', 'Bravo', 'Bravo', 'Charlie']);
    await user.click(
      within(within(list).getAllByRole('listitem')[0]!).getByRole('button', {
        name: 'Delete question',
      }),
    );
    expect(rows()).toEqual(['Bravo', 'Bravo', 'Charlie']);
  });

  it('shows rows without editing buttons in view mode', async () => {
    render(
      <PreboardingAdmin
        aria-label="Questions"
        questions={QUESTIONS}
        mode="view"
        onChange={() => undefined}
      />,
    );
    await screen.findByRole('list', { name: 'Questions' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
