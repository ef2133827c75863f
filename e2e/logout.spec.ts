import { readBootData } from './fixtures/boot-data';
import { expect, test } from './fixtures/test';

test('Log out in the user menu ends the session and returns to /careers', async ({
  page,
  freshCandidate,
}) => {
  await freshCandidate({ termsAccepted: true, onboarded: true });
  await page.goto('/careers');
  expect((await readBootData(page)).isLoggedIn).toBe(true);

  // The user menu closes the main navigation. A new candidate has no name yet, so its button is
  // found by place rather than by name.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button').last().click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await expect(page).toHaveURL(/\/careers\/?(\?.*)?$/);
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  expect((await readBootData(page)).isLoggedIn).toBe(false);

  // The old session is gone on the server too: a protected page asks to log in again.
  await page.goto('/careers/offers');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});
