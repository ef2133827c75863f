import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dashboardEventsCall,
  registerForEventCall,
  type CareerEvent,
} from '@careers/contracts/events';
import { changeLocale } from '../../shared/i18n/i18n';
import { clearToasts } from '../../shared/toasts/toast-queue';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { answer, fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { SHELL_ROUTES } from '../../test/shell-routes';

vi.mock('../../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));

const WEBINAR: CareerEvent = {
  id: 2,
  title: 'Engineering webinar',
  description: 'An hour with our engineers.',
  startsAt: '2099-05-01T17:00:00.000Z',
  endsAt: '2099-05-01T18:00:00.000Z',
  location: '',
  joinUrl: 'https://meet.example/webinar',
  registration: null,
};
const OPEN_DAY: CareerEvent = {
  ...WEBINAR,
  id: 1,
  title: 'Open day',
  location: 'Northwind HQ',
  joinUrl: null,
  registration: { status: 'Registered', registeredAt: '2099-04-01T10:00:00.000Z' },
};

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  await changeLocale('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('events', () => {
  it('lists upcoming events and registers for one through its call', async () => {
    const server = fakeServer([
      ...SHELL_ROUTES,
      answer(dashboardEventsCall, { upcoming: [WEBINAR, OPEN_DAY], past: [] }),
      answer(registerForEventCall, {
        event: { ...WEBINAR, registration: OPEN_DAY.registration },
      }),
    ]);
    renderApp(demoBoot({ user: ALEX }), '/careers/events');
    const upcoming = await screen.findByRole('list', { name: 'Upcoming' });
    expect(within(upcoming).getByText('Online')).toBeVisible();
    expect(within(upcoming).getByText('Northwind HQ')).toBeVisible();
    expect(
      within(upcoming).getByRole('button', { name: 'Cancel registration for Open day' }),
    ).toBeVisible();
    // Registration statuses show only where behaviourFlags.showEventApplicationStatus is on.
    expect(within(upcoming).queryByText('Registered')).not.toBeInTheDocument();

    await userEvent.click(
      within(upcoming).getByRole('button', { name: 'Register for Engineering webinar' }),
    );
    expect(await screen.findByText('You are registered.')).toBeVisible();
    expect(server.callsTo(registerForEventCall)[0]?.path).toBe(
      '/api/pcsx/dashboard/events/2/register',
    );
  });

  it('shows the registration status where the site turns it on', async () => {
    fakeServer([...SHELL_ROUTES, answer(dashboardEventsCall, { upcoming: [OPEN_DAY], past: [] })]);
    const boot = demoBoot({ user: ALEX });
    boot.configs.behaviourFlags.showEventApplicationStatus = true;
    renderApp(boot, '/careers/events');
    const upcoming = await screen.findByRole('list', { name: 'Upcoming' });
    expect(within(upcoming).getByText('Registered')).toBeVisible();
  });
});
