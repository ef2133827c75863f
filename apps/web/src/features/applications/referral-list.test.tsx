import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApplicationsCall, draftApplicationsCall } from '@careers/contracts/applications';
import { dashboardReferralsCall } from '@careers/contracts/referrals';
import { changeLocale } from '../../shared/i18n/i18n';
import { clearToasts } from '../../shared/toasts/toast-queue';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { answer, fakeServer } from '../../test/fake-server';
import { lite } from '../../test/position-fixtures';
import { renderApp } from '../../test/render-app';
import { SHELL_ROUTES } from '../../test/shell-routes';

vi.mock('../../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));

const ROUTES = [
  ...SHELL_ROUTES,
  answer(dashboardApplicationsCall, { applications: [], inactiveApplications: [] }),
  answer(draftApplicationsCall, { draftApplications: [] }),
  answer(dashboardReferralsCall, {
    referrals: [
      {
        id: 1,
        position: { ...lite(7, 'Staff Nurse'), archivedAt: -1 },
        referrerName: 'Priya Shah',
        referredAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
        isApplied: false,
      },
      {
        id: 2,
        position: { ...lite(8, 'Porter'), archivedAt: -1 },
        referrerName: 'Sam Lee',
        referredAt: new Date(Date.now() - 86_400_000).toISOString(),
        isApplied: true,
      },
    ],
  }),
];

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  await changeLocale('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('referrals in the applications tab', () => {
  it('shows who referred the candidate for which job where the gate is on', async () => {
    fakeServer(ROUTES);
    const boot = demoBoot({ user: ALEX });
    boot.configs.gates.referralWithCandidateApplicationGate = true;
    renderApp(boot, '/careers/applications');
    const region = await screen.findByRole('region', { name: 'Referrals' });
    expect(within(region).getByText('Referred by Priya Shah 3 days ago')).toBeVisible();
    expect(within(region).getByRole('link', { name: 'Apply for Staff Nurse' })).toHaveAttribute(
      'href',
      '/careers/apply?pid=7',
    );
    expect(within(region).getByText('Applied')).toBeVisible();
    expect(within(region).queryByRole('link', { name: 'Apply for Porter' })).toBeNull();
  });

  it('neither asks nor shows them where the gate is off', async () => {
    const server = fakeServer(ROUTES);
    const boot = demoBoot({ user: ALEX });
    boot.configs.gates.referralWithCandidateApplicationGate = false;
    renderApp(boot, '/careers/applications');
    expect(await screen.findByRole('heading', { name: 'My applications', level: 1 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Referrals' })).not.toBeInTheDocument();
    expect(server.callsTo(dashboardReferralsCall)).toHaveLength(0);
  });
});
