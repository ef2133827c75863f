import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dashboardApplicationsCall,
  draftApplicationsCall,
  type Application,
} from '@careers/contracts/applications';
import { dashboardReferralsCall } from '@careers/contracts/referrals';
import { changeLocale } from '../../shared/i18n/i18n';
import { clearToasts } from '../../shared/toasts/toast-queue';
import { APPLICATION } from '../../test/application-fixtures';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { answer, fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { SHELL_ROUTES } from '../../test/shell-routes';

vi.mock('../../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));

const ROUTES = [
  ...SHELL_ROUTES,
  answer(dashboardApplicationsCall, { applications: [APPLICATION], inactiveApplications: [] }),
  answer(draftApplicationsCall, { draftApplications: [] }),
  answer(dashboardReferralsCall, { referrals: [] }),
];

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  await changeLocale('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

async function submitted() {
  return screen.findByRole('region', { name: 'Submitted applications' });
}

describe('submitted applications', () => {
  it('show each status and its history', async () => {
    fakeServer(ROUTES);
    renderApp(demoBoot({ user: ALEX }), '/careers/applications');
    const region = await submitted();
    expect(within(region).getByText('Staff Nurse')).toBeVisible();
    expect(
      within(region).getByRole('list', { name: 'Status history of Staff Nurse' }),
    ).toBeVisible();
    expect(within(region).getAllByText('In review')).toHaveLength(2);
  });

  it('show their interviews’ events in the history, in the order they happened', async () => {
    const withInterview: Application = {
      ...APPLICATION,
      status: 'Interviewing',
      statusHistory: [
        ...APPLICATION.statusHistory,
        { status: 'Interviewing', at: '2026-11-21T09:00:00.000Z' },
      ],
      interviewEvents: [
        { interviewId: 13, kind: 'offered', at: '2026-11-20T09:00:00.000Z', startsAt: null },
        {
          interviewId: 13,
          kind: 'booked',
          at: '2026-11-21T09:00:00.000Z',
          startsAt: '2026-12-01T14:30:00.000Z',
        },
        {
          interviewId: 13,
          kind: 'rescheduled',
          at: '2026-11-22T09:00:00.000Z',
          startsAt: '2026-12-02T09:00:00.000Z',
        },
        {
          interviewId: 13,
          kind: 'cancelled_by_candidate',
          at: '2026-11-23T09:00:00.000Z',
          startsAt: null,
        },
      ],
    };
    fakeServer([
      ...ROUTES,
      answer(dashboardApplicationsCall, {
        applications: [withInterview],
        inactiveApplications: [],
      }),
    ]);
    renderApp(demoBoot({ user: ALEX }), '/careers/applications');
    const history = within(await submitted()).getByRole('list', {
      name: 'Status history of Staff Nurse',
    });
    const day = (at: string) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(at));
    const dayTime = (at: string) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(at),
      );
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Submitted · ${day('2026-11-01T10:00:00.000Z')}`,
      `In review · ${day('2026-11-05T10:00:00.000Z')}`,
      `Interview times offered · ${day('2026-11-20T09:00:00.000Z')}`,
      `Interviewing · ${day('2026-11-21T09:00:00.000Z')}`,
      `Interview booked for ${dayTime('2026-12-01T14:30:00.000Z')} · ${day('2026-11-21T09:00:00.000Z')}`,
      `Interview moved to ${dayTime('2026-12-02T09:00:00.000Z')} · ${day('2026-11-22T09:00:00.000Z')}`,
      `Interview cancelled by you · ${day('2026-11-23T09:00:00.000Z')}`,
    ]);
  });

  it('leave the status out where applicationsPageConfig.tabs.submitted.hideApplicationStatus is on', async () => {
    fakeServer(ROUTES);
    const boot = demoBoot({ user: ALEX });
    boot.configs.pcsxConfig.applicationsPageConfig.tabs.submitted.hideApplicationStatus = true;
    renderApp(boot, '/careers/applications');
    const region = await submitted();
    expect(within(region).getByText('Staff Nurse')).toBeVisible();
    expect(within(region).getByText('Applied on Nov 1, 2026')).toBeVisible();
    expect(within(region).queryByText('In review')).toBeNull();
    expect(within(region).queryByRole('list', { name: /Status history/ })).toBeNull();
  });
});
