import { readFile } from 'node:fs/promises';
import { devApplicationCall, keysToCamel } from '@careers/contracts';
import { postOrFail } from './fixtures/api-login';
import { expectNoAxeViolations } from './fixtures/axe';
import { NORTHWIND } from './fixtures/demo';
import { expect, test } from './fixtures/test';

// The dashboard's tabs (docs/product/dashboard.md), an interview with its join link and calendar
// file, and an application withdrawn — on applications and an interview made as the CLI makes them.

test('the dashboard shows an interview to join and add to a calendar, and withdraws an application', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const create = async (interview: object | null) => {
    const response = await postOrFail(
      page,
      devApplicationCall,
      { body: { domain: NORTHWIND.domain, email, interview: interview as never } },
      csrfToken,
    );
    return (keysToCamel(await response.json()) as { data: { interviewId: number | null } }).data;
  };
  const { interviewId } = await create({
    inMinutes: 2 * 24 * 60,
    durationMinutes: 45,
    joinUrl: 'https://meet.example/e2e-interview',
  });
  await create(null);

  await page.goto('/careers/dashboard#interviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
  await expect(tabs.getByRole('tab', { name: 'Interviews' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const upcoming = page.getByRole('list', { name: 'Upcoming' });
  await expect(upcoming.getByText('45 minutes')).toBeVisible();
  await expect(upcoming.getByRole('link', { name: /^Join the interview for / })).toHaveAttribute(
    'href',
    'https://meet.example/e2e-interview',
  );
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await upcoming
    .getByRole('link', { name: /^Add to calendar: the interview for .+ \(\.ics\)$/ })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`interview-${interviewId}.ics`);
  const calendar = await readFile(await download.path(), 'utf8');
  expect(calendar).toContain('BEGIN:VEVENT');
  expect(calendar).toContain('URL:https://meet.example/e2e-interview');

  // The interview moved its application on; the other one is withdrawn from the applications tab.
  await tabs.getByRole('tab', { name: 'Applications' }).click();
  await expect(page).toHaveURL(/#applications$/);
  const submitted = page.getByRole('region', { name: 'Submitted applications' });
  // Its stage, as the candidate reads it (docs/product/application-follow-up.md).
  await expect(submitted.getByText('Interviews', { exact: true }).first()).toBeVisible();
  const withdraw = submitted.getByRole('button', { name: /^Withdraw your application for / });
  await expect(withdraw).toHaveCount(2);
  await withdraw.nth(1).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Withdraw application' }).click();
  await expect(page.getByText('Application withdrawn')).toBeVisible();
  const past = page.getByRole('region', { name: 'Past applications' });
  await expect(past.getByText('Withdrawn').first()).toBeVisible();
  await expect(
    submitted.getByRole('button', { name: /^Withdraw your application for / }),
  ).toHaveCount(1);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/careers/interviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Upcoming' }).getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('the dashboard says what to do next: an interview this week and the profile, each a link', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  await postOrFail(
    page,
    devApplicationCall,
    {
      body: {
        domain: NORTHWIND.domain,
        email,
        interview: { inMinutes: 3 * 24 * 60, durationMinutes: 30, joinUrl: null },
      },
    },
    csrfToken,
  );

  await page.goto('/careers/dashboard');
  const nudges = page.getByRole('region', { name: 'What to do next' });
  await expect(
    nudges.getByRole('link', { name: /^Prepare for your interview for / }),
  ).toBeVisible();
  const profile = nudges.getByRole('link', { name: /^Complete your profile \(\d+% done\)$/ });
  await expect(profile).toBeVisible();
  await expectNoAxeViolations(page);

  await profile.click();
  await expect(page).toHaveURL(/\/careers\/profile/);

  // Right to left on a phone: the same list, in Arabic.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/careers/dashboard?hl=ar');
  const arabic = page.getByRole('region', { name: 'ما عليك فعله بعد ذلك' });
  await expect(arabic.getByRole('link', { name: /^أكمل ملفك الشخصي/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
