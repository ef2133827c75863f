import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vslogCall } from '@careers/contracts/analytics';
import {
  dashboardApplicationsCall,
  draftApplicationsCall,
  withdrawApplicationCall,
  type Application,
} from '@careers/contracts/applications';
import { keysToSnake } from '@careers/contracts/case';
import { dashboardInterviewsCall } from '@careers/contracts/interviews';
import { notificationBadgeCall } from '@careers/contracts/notifications';
import { dashboardNudgesCall, type Nudge } from '@careers/contracts/nudges';
import { offersCall } from '@careers/contracts/offers';
import { savedPositionsCall } from '@careers/contracts/saved-positions';
import { changeLocale } from '../../shared/i18n/i18n';
import { clearToasts } from '../../shared/toasts/toast-queue';
import { APPLICATION } from '../../test/application-fixtures';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { answer, fakeServer, type FakeRoute } from '../../test/fake-server';
import { BOOKED_INTERVIEW, OFFERED_INTERVIEW } from '../../test/interview-fixtures';
import { renderApp } from '../../test/render-app';

const INTERVIEW = BOOKED_INTERVIEW;

function show(url: string, routes: FakeRoute[] = []) {
  // A route given here answers in place of the default below.
  const server = fakeServer([
    answer(vslogCall, { stored: 1 }),
    answer(notificationBadgeCall, { count: 0 }),
    answer(dashboardApplicationsCall, { applications: [APPLICATION], inactiveApplications: [] }),
    answer(draftApplicationsCall, { draftApplications: [] }),
    answer(dashboardInterviewsCall, { upcoming: [INTERVIEW], past: [] }),
    answer(savedPositionsCall, { positions: [] }),
    answer(offersCall, []),
    ...routes,
  ]);
  const view = renderApp(demoBoot({ user: ALEX }), url);
  return { server, user: userEvent.setup(), ...view };
}

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  await changeLocale('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('the dashboard', () => {
  it('shows the configured tabs, opens the one the address names and keeps the choice in it', async () => {
    const { user, router } = show('/careers/dashboard?domain=northwind.example#interviews');
    const tabs = await screen.findByRole('tablist', { name: 'Dashboard sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Applications', 'Interviews', 'Saved jobs', 'Events', 'Offers']);
    expect(within(tabs).getByRole('tab', { name: 'Interviews' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Interviews' })).toBeVisible();
    await user.click(within(tabs).getByRole('tab', { name: 'Applications' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'My applications' })).toBeVisible();
    expect(router.state.location.hash).toBe('#applications');
  });

  // The v2 route, where behaviourFlags.redirectToDashboardV2 sends the dashboard, has its own
  // layout (docs/product/dashboard.md).
  it('shows every section on one page at /careers/dashboardv2, with no tabs', async () => {
    show('/careers/dashboardv2?domain=northwind.example');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'My applications' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Interviews' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Saved jobs' })).toBeVisible();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'What to do next' })).toBeInTheDocument();
  });

  it('lists an interview in the reader’s zone with its join link and calendar file', async () => {
    show('/careers/interviews?domain=northwind.example');
    expect(await screen.findByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Upcoming' });
    // The card, not the lines of its history.
    const item = list.querySelector<HTMLElement>(':scope > li');
    if (!item) throw new Error('no card');
    const when = new Intl.DateTimeFormat('en', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(new Date(INTERVIEW.startsAt ?? ''));
    expect(within(item).getByText(when)).toHaveAttribute('datetime', INTERVIEW.startsAt);
    expect(within(item).getByText('45 minutes')).toBeVisible();
    expect(
      within(item).getByRole('link', { name: 'Join the interview for Staff Nurse' }),
    ).toHaveAttribute('href', 'https://meet.example/abc');
    expect(
      within(item).getByRole('link', {
        name: 'Add to calendar: the interview for Staff Nurse (.ics)',
      }),
    ).toHaveAttribute('href', '/api/pcsx/dashboard/interviews/12/ics?domain=northwind.example');
  });

  // Until the candidate books, both the interviews tab and "What to do next" ask for a time.
  it('asks to choose a time for an offered interview, in the tab and as an action required', async () => {
    const nudge: Nudge = {
      id: `chooseInterviewTime:${OFFERED_INTERVIEW.id}`,
      kind: 'chooseInterviewTime',
      url: '/careers/interviews/13/book',
      subject: 'Staff Nurse',
      context: '',
      at: OFFERED_INTERVIEW.bookBy,
      percent: null,
      isActionRequired: true,
    };
    show('/careers/dashboard?domain=northwind.example#interviews', [
      answer(dashboardNudgesCall, { nudges: [nudge] }),
      answer(dashboardInterviewsCall, { upcoming: [OFFERED_INTERVIEW, INTERVIEW], past: [] }),
    ]);
    const panel = await screen.findByRole('tabpanel', { name: 'Interviews' });
    const choose = await within(panel).findByRole('link', {
      name: 'Choose a time for Staff Nurse',
    });
    expect(choose).toHaveAttribute('href', '/careers/interviews/13/book?domain=northwind.example');
    expect(within(panel).getByText('Time not chosen yet')).toBeVisible();

    const next = await screen.findByRole('region', { name: 'What to do next' });
    const entry = within(next)
      .getByRole('link', { name: 'Choose a time for your interview for Staff Nurse' })
      .closest('li');
    expect(entry).not.toBeNull();
    expect(
      within(entry ?? next).getByRole('link', {
        name: 'Choose a time for your interview for Staff Nurse',
      }),
    ).toHaveAttribute('href', '/careers/interviews/13/book?domain=northwind.example');
    expect(within(entry ?? next).getByText('Action required')).toBeVisible();
  });

  it('withdraws an application after asking once more', async () => {
    const withdrawn: Application = { ...APPLICATION, status: 'Withdrawn' };
    const { server, user } = show('/careers/applications?domain=northwind.example', [
      [withdrawApplicationCall, { body: { data: keysToSnake({ application: withdrawn }) } }],
    ]);
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw your application for Staff Nurse' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep application' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo(withdrawApplicationCall)).toHaveLength(0);

    await user.click(
      screen.getByRole('button', { name: 'Withdraw your application for Staff Nurse' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Withdraw application',
      }),
    );
    expect(await screen.findByText('Application withdrawn')).toBeVisible();
    expect(server.callsTo(withdrawApplicationCall)[0]).toMatchObject({
      path: `/api/pcsx/applications/${APPLICATION.id}/withdraw`,
      body: { domain: 'northwind.example' },
    });
  });
});
