import { expect, test } from '@playwright/test';
import { buildCandidateLoginUrl } from '@careers/contracts';
import { ALEX, NORTHWIND } from './fixtures/demo';
import { submitLoginForm } from './fixtures/login';

// spec 2 §2 "Login redirect": /candidate/login?domain&pid&microsite&hl&next.
test('the full-page login returns to `next` after login', async ({ page }) => {
  await page.goto(buildCandidateLoginUrl({ domain: NORTHWIND.domain, next: '/careers/offers' }));
  const heading = page.getByRole('heading', { name: `Log in to ${NORTHWIND.company}` });
  await expect(heading).toBeVisible();

  await submitLoginForm(page, page.getByRole('main'), ALEX.email);

  await expect(page).toHaveURL(/\/careers\/offers/);
  await expect(page.getByRole('button', { name: ALEX.name })).toBeVisible();
});

test('/careers/login shows the same form', async ({ page }) => {
  await page.goto('/careers/login');
  await expect(page.getByRole('heading', { name: `Log in to ${NORTHWIND.company}` })).toBeVisible();
  await expect(page.getByLabel('Email address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
});

test('`next` never leaves our origin', async ({ page }) => {
  await page.goto(
    buildCandidateLoginUrl({ domain: NORTHWIND.domain, next: 'https://evil.example/steal' }),
  );
  await submitLoginForm(page, page.getByRole('main'), ALEX.email);
  await expect(page).toHaveURL(/^http:\/\/localhost:3100\/careers/);
});
