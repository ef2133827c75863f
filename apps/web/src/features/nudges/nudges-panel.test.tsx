import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardNudgesCall, type Nudge } from '@careers/contracts/nudges';
import { changeLocale } from '../../shared/i18n/i18n';
import { clearToasts } from '../../shared/toasts/toast-queue';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { answer, fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { SHELL_ROUTES } from '../../test/shell-routes';

vi.mock('../../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));

const IN_TWO_DAYS = new Date(Date.now() + 2 * 24 * 60 * 60_000 + 60_000).toISOString();

const NUDGES: Nudge[] = [
  {
    id: 'signDocument:d1',
    kind: 'signDocument',
    url: '/careers/offer/enc-1?domain=northwind.example',
    subject: 'Offer letter',
    context: 'Staff Nurse',
    at: IN_TWO_DAYS,
    percent: null,
    isActionRequired: true,
  },
  {
    id: 'finishDraft:7',
    kind: 'finishDraft',
    url: '/careers/apply?pid=7',
    subject: 'Porter',
    context: '',
    at: null,
    percent: null,
    isActionRequired: false,
  },
  {
    id: 'completeProfile',
    kind: 'completeProfile',
    url: '/careers/profile',
    subject: '',
    context: '',
    at: null,
    percent: 40,
    isActionRequired: false,
  },
];

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  await changeLocale('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('the dashboard nudges', () => {
  it('words each nudge, marks what the employer waits on, and links to the page that does it', async () => {
    fakeServer([...SHELL_ROUTES, answer(dashboardNudgesCall, { nudges: NUDGES })]);
    renderApp(demoBoot({ user: ALEX }), '/careers/dashboard');
    const region = await screen.findByRole('region', { name: 'What to do next' });
    const sign = within(region).getByRole('link', { name: 'Sign “Offer letter” for Staff Nurse' });
    expect(sign).toHaveAttribute('href', '/careers/offer/enc-1?domain=northwind.example');
    expect(within(region).getByText('The offer expires in 2 days')).toBeVisible();
    expect(within(region).getAllByText('Action required')).toHaveLength(1);
    expect(
      within(region).getByRole('link', { name: 'Finish your application for Porter' }),
    ).toHaveAttribute('href', '/careers/apply?pid=7');
    expect(
      within(region).getByRole('link', { name: 'Complete your profile (40% done)' }),
    ).toHaveAttribute('href', '/careers/profile');
  });

  it('shows nothing when there is nothing to do or the call fails', async () => {
    fakeServer([...SHELL_ROUTES, answer(dashboardNudgesCall, { nudges: [] })]);
    renderApp(demoBoot({ user: ALEX }), '/careers/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'What to do next' })).not.toBeInTheDocument();
  });
});
