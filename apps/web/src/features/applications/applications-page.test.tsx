import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApplicationsCall, draftApplicationsCall } from '@careers/contracts/applications';
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
