import { expect, test } from '@playwright/test';
import { TAYLOR } from './fixtures/demo';
import { loginAs } from './fixtures/login';
import { readBootData } from './fixtures/boot-data';

test('Log out in the user menu ends the session and returns to /careers', async ({ page }) => {
  await page.goto('/careers');
  await loginAs(page, TAYLOR.email);

  await page.getByRole('button', { name: TAYLOR.name }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await expect(page).toHaveURL(/\/careers\/?(\?.*)?$/);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  expect((await readBootData(page)).isLoggedIn).toBe(false);

  // The old session is gone on the server too: a protected page asks to log in again.
  await page.goto('/careers/offers');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});
