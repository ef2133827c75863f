import { expect, test } from './fixtures/test';
import { buildCandidateLoginUrl } from '@careers/contracts';
import { readBootData } from './fixtures/boot-data';
import { NORTHWIND, newCandidateEmail } from './fixtures/demo';
import { submitLoginForm } from './fixtures/login';

// The login redirect (docs/product/shell-and-gates.md):
// /candidate/login?domain&pid&microsite&hl&next.
// A new address per test: login doubles as sign-up (decision 001 §5), and no other journey can
// replace the code mailed to it.
test('the full-page login returns to `next` after login', async ({ page }, testInfo) => {
  const email = newCandidateEmail(testInfo.workerIndex);
  await page.goto(buildCandidateLoginUrl({ domain: NORTHWIND.domain, next: '/careers/offers' }));
  const heading = page.getByRole('heading', { name: `Log in to ${NORTHWIND.company}` });
  await expect(heading).toBeVisible();

  await submitLoginForm(page, page.getByRole('main'), email);

  await expect(page).toHaveURL(/\/careers\/offers/);
  await expect.poll(async () => (await readBootData(page)).user?.email).toBe(email);
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
});

test('/careers/login shows the same form', async ({ page }) => {
  await page.goto('/careers/login');
  await expect(page.getByRole('heading', { name: `Log in to ${NORTHWIND.company}` })).toBeVisible();
  await expect(page.getByLabel('Email address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
});

test('`next` never leaves our origin', async ({ page }, testInfo) => {
  await page.goto(
    buildCandidateLoginUrl({ domain: NORTHWIND.domain, next: 'https://evil.example/steal' }),
  );
  await submitLoginForm(page, page.getByRole('main'), newCandidateEmail(testInfo.workerIndex));
  await expect(page).toHaveURL(/^http:\/\/localhost:3100\/careers/);
});
