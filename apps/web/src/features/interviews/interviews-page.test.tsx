import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardInterviewsCall, type Interview } from '@careers/contracts/interviews';
import { changeLocale } from '../../shared/i18n/i18n';
import { clearToasts } from '../../shared/toasts/toast-queue';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { answer, fakeServer } from '../../test/fake-server';
import { BOOKED_INTERVIEW, OFFERED_INTERVIEW } from '../../test/interview-fixtures';
import { renderApp } from '../../test/render-app';
import { SHELL_ROUTES } from '../../test/shell-routes';

const PAGE = '/careers/interviews?domain=northwind.example';

function show(upcoming: Interview[], past: Interview[] = []) {
  fakeServer([...SHELL_ROUTES, answer(dashboardInterviewsCall, { upcoming, past })]);
  renderApp(demoBoot({ user: ALEX }), PAGE);
  return userEvent.setup();
}

const dateTime = (value: string) =>
  new Intl.DateTimeFormat('en', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(value));
const day = (value: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(value));
const dayTime = (value: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );

// The cards of a list, not the lines of their histories.
async function cardsIn(listName: string): Promise<HTMLElement[]> {
  const list = await screen.findByRole('list', { name: listName });
  return Array.from(list.querySelectorAll<HTMLElement>(':scope > li'));
}

const timesOutsideHistory = (card: HTMLElement) =>
  Array.from(card.querySelectorAll('time')).filter((time) => !time.closest('details'));

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  await changeLocale('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('the interviews list', () => {
  it('asks to choose a time for an offer, by its date, with its interviewers and length', async () => {
    show([OFFERED_INTERVIEW, BOOKED_INTERVIEW]);
    const [offer] = await cardsIn('Upcoming');
    if (!offer) throw new Error('no card');
    expect(within(offer).getByText('Time not chosen yet')).toBeVisible();
    const choose = within(offer).getByRole('link', { name: 'Choose a time for Staff Nurse' });
    expect(choose).toHaveTextContent('Choose a time');
    expect(choose).toHaveAttribute('href', '/careers/interviews/13/book?domain=northwind.example');
    expect(
      within(offer).getByText(`Choose by ${dateTime(OFFERED_INTERVIEW.bookBy ?? '')}`),
    ).toBeVisible();
    expect(within(offer).getByText('With Dana Reyes and Sam Lee')).toBeVisible();
    expect(within(offer).getByText('45 minutes')).toBeVisible();
    // No time yet: nothing to join or put in a calendar.
    expect(within(offer).queryByRole('link', { name: /Join/ })).not.toBeInTheDocument();
    expect(within(offer).queryByRole('link', { name: /Add to calendar/ })).not.toBeInTheDocument();
    expect(timesOutsideHistory(offer)).toEqual([]);
  });

  it('says when the time to choose has passed, with nothing to press', async () => {
    show([{ ...OFFERED_INTERVIEW, changeBlockedBy: 'book_by_passed' }]);
    const [offer] = await cardsIn('Upcoming');
    if (!offer) throw new Error('no card');
    expect(within(offer).getByText('The time to choose has passed.')).toBeVisible();
    expect(within(offer).queryByRole('link', { name: /Choose a time/ })).not.toBeInTheDocument();
  });

  it('shows a booked one at its time with join, calendar and “Change or cancel” while allowed', async () => {
    show([
      BOOKED_INTERVIEW,
      { ...BOOKED_INTERVIEW, id: 14, changeBlockedBy: 'cutoff_passed', canCancel: false },
    ]);
    const [open, locked] = await cardsIn('Upcoming');
    if (!open || !locked) throw new Error('no cards');
    expect(within(open).getByText('Booked')).toBeVisible();
    expect(within(open).getByText(dateTime(BOOKED_INTERVIEW.startsAt ?? ''))).toHaveAttribute(
      'datetime',
      BOOKED_INTERVIEW.startsAt,
    );
    expect(
      within(open).getByRole('link', { name: 'Join the interview for Staff Nurse' }),
    ).toHaveAttribute('href', 'https://meet.example/abc');
    expect(
      within(open).getByRole('link', {
        name: 'Add to calendar: the interview for Staff Nurse (.ics)',
      }),
    ).toHaveAttribute('href', '/api/pcsx/dashboard/interviews/12/ics?domain=northwind.example');
    // No more moves left, but it may still be cancelled.
    const change = within(open).getByRole('link', {
      name: 'Change or cancel the interview for Staff Nurse',
    });
    expect(change).toHaveTextContent('Change or cancel');
    expect(change).toHaveAttribute('href', '/careers/interviews/12/book?domain=northwind.example');
    // Past the cut-off: neither moved nor cancelled online.
    expect(
      within(locked).queryByRole('link', { name: /Change or cancel/ }),
    ).not.toBeInTheDocument();
    expect(within(locked).getByRole('link', { name: /Join/ })).toBeVisible();
  });

  it('shows past and cancelled ones with their status and the time they had, without actions', async () => {
    const cancelled: Interview = {
      ...BOOKED_INTERVIEW,
      id: 20,
      status: 'cancelled_by_employer',
      changeBlockedBy: 'closed',
      canCancel: false,
    };
    const neverBooked: Interview = {
      ...OFFERED_INTERVIEW,
      id: 21,
      status: 'cancelled_by_candidate',
      changeBlockedBy: 'closed',
    };
    const completed: Interview = { ...BOOKED_INTERVIEW, id: 22, status: 'completed' };
    const missed: Interview = { ...BOOKED_INTERVIEW, id: 23, status: 'no_show' };
    show([], [cancelled, neverBooked, completed, missed]);
    const [first, second, third, fourth] = await cardsIn('Past interviews');
    const past = screen.getByRole('list', { name: 'Past interviews' });
    if (!first || !second || !third || !fourth) throw new Error('no cards');
    expect(within(first).getByText('Cancelled by the recruiting team')).toBeVisible();
    expect(within(first).getByText(dateTime(BOOKED_INTERVIEW.startsAt ?? ''))).toBeVisible();
    expect(within(second).getByText('Cancelled by you')).toBeVisible();
    expect(timesOutsideHistory(second)).toEqual([]);
    expect(within(third).getByText('Completed')).toBeVisible();
    expect(within(fourth).getByText('Missed')).toBeVisible();
    expect(
      within(past).queryAllByRole('link', { name: /Join|Add to calendar|Change|Choose/ }),
    ).toEqual([]);
    expect(screen.getByText('No upcoming interviews.')).toBeVisible();
  });

  it('folds each card’s history, oldest first, with who did what, when, and why', async () => {
    const moved: Interview = {
      ...BOOKED_INTERVIEW,
      status: 'rescheduled',
      history: [
        {
          kind: 'offered',
          by: 'employer',
          at: '2099-11-20T09:00:00.000Z',
          startsAt: null,
          reason: null,
        },
        {
          kind: 'booked',
          by: 'candidate',
          at: '2099-11-21T09:00:00.000Z',
          startsAt: '2099-11-30T14:30:00.000Z',
          reason: null,
        },
        {
          kind: 'rescheduled',
          by: 'candidate',
          at: '2099-11-22T09:00:00.000Z',
          startsAt: '2099-12-01T14:30:00.000Z',
          reason: 'A clash with a shift',
        },
      ],
    };
    const user = show([moved]);
    const [card] = await cardsIn('Upcoming');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Rescheduled')).toBeVisible();
    const history = within(card).getByRole('list', {
      name: 'History of the interview for Staff Nurse',
    });
    expect(history).not.toBeVisible();
    await user.click(within(card).getByText('History'));
    expect(history).toBeVisible();
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Times offered · ${day('2099-11-20T09:00:00.000Z')}`,
      `Booked by you for ${dayTime('2099-11-30T14:30:00.000Z')} · ${day('2099-11-21T09:00:00.000Z')}`,
      `Moved by you to ${dayTime('2099-12-01T14:30:00.000Z')} · ${day('2099-11-22T09:00:00.000Z')}Reason: A clash with a shift`,
    ]);
  });
});
