import { expectNoAxeViolations } from './fixtures/axe';
import { CONTOSO } from './fixtures/demo';
import { loginDialog } from './fixtures/login';
import { expect, test } from './fixtures/test';

// Each shell page is clean under axe (WCAG 2.1 AA).
test('/careers', async ({ page }) => {
  await page.goto('/careers');
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the login modal', async ({ page }) => {
  await page.goto('/careers?show_login_modal=1');
  await expect(loginDialog(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the terms-of-service modal', async ({ page, freshCandidate }) => {
  await freshCandidate();
  await page.goto('/careers');
  await expect(page.getByRole('dialog', { name: 'Terms of service' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/candidate/login', async ({ page }) => {
  await page.goto('/candidate/login?domain=northwind.example');
  await expect(page.getByRole('heading', { name: 'Log in to Northwind' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('contoso /careers', async ({ page }) => {
  await page.goto(`/careers?domain=${CONTOSO.domain}`);
  await expect(page.getByText('This site is being set up.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('right to left', async ({ page }) => {
  await page.goto('/careers?hl=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
});
