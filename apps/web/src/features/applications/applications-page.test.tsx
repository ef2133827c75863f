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
  it('show each one’s stages with the days reached, the current one, and when to expect an update', async () => {
    fakeServer(ROUTES);
    renderApp(demoBoot({ user: ALEX }), '/careers/applications');
    const region = await submitted();
    expect(within(region).getByText('Staff Nurse')).toBeVisible();
    const stages = within(region).getByRole('list', {
      name: 'Stages of your application for Staff Nurse',
    });
    const items = within(stages).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Application received, doneNov 1, 2026',
      'Under review, current stageNov 5, 2026',
      'Interviews, still to come',
      'Offer, still to come',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(within(region).getByText('Expect an update by Nov 19, 2026')).toBeVisible();
    expect(within(region).getByText('We aim to reply within 14 days')).toBeVisible();
    expect(
      within(region).getByRole('link', { name: 'View application for Staff Nurse' }),
    ).toHaveAttribute('href', `/careers/applications/${APPLICATION.id}`);
  });

  it('count the recruiting team’s unread answers', async () => {
    fakeServer([
      ...ROUTES,
      answer(dashboardApplicationsCall, {
        applications: [{ ...APPLICATION, messageCount: 3, unreadMessages: 2 }],
        inactiveApplications: [],
      }),
    ]);
    renderApp(demoBoot({ user: ALEX }), '/careers/applications');
    expect(within(await submitted()).getByText('2 new answers')).toBeVisible();
  });

  it('leave the status out where applicationsPageConfig.tabs.submitted.hideApplicationStatus is on', async () => {
    fakeServer(ROUTES);
    const boot = demoBoot({ user: ALEX });
    boot.configs.pcsxConfig.applicationsPageConfig.tabs.submitted.hideApplicationStatus = true;
    renderApp(boot, '/careers/applications');
    const region = await submitted();
    expect(within(region).getByText('Staff Nurse')).toBeVisible();
    expect(within(region).getByText('Applied on Nov 1, 2026')).toBeVisible();
    expect(within(region).queryByText('Under review')).toBeNull();
    expect(within(region).queryByRole('list', { name: /Stages of/ })).toBeNull();
  });
});
