import { expect, test } from './fixtures/test';
import { ALEX, newCandidateEmail } from './fixtures/demo';
import { loginAs, loginDialog } from './fixtures/login';
import { countMailTo } from './fixtures/mailbox';

// The one journey that logs in a demo persona through the login modal; Alex Morgan is logged in
// by no other journey, so no other test's code can replace the one mailed here.
test('logs in through the modal with the mailed code', async ({ page }) => {
  await page.goto('/careers');
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(loginDialog(page).getByRole('heading', { name: 'Log in' })).toBeVisible();

  await loginAs(page, ALEX.email);

  const userMenu = page.getByRole('button', { name: ALEX.name });
  await expect(userMenu).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
  await userMenu.click();
  for (const item of ['Dashboard', 'Profile', 'Offers', 'Job alerts', 'Log out']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
});

test('show_login_modal=1 opens the modal on load', async ({ page }) => {
  await page.goto('/careers?show_login_modal=1');
  await expect(loginDialog(page)).toBeVisible();
  await expect(loginDialog(page).getByLabel('Email address')).toBeVisible();
});

test('a wrong code is refused with the spec message', async ({ page }, testInfo) => {
  const email = newCandidateEmail(testInfo.workerIndex);
  await page.goto('/careers?show_login_modal=true');
  const dialog = loginDialog(page);
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
  await expect.poll(() => countMailTo(page.request, email)).toBe(1);
  await dialog.getByLabel('Login code').fill('000000');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  // 000000 may be the real code one time in a million.
  await expect(dialog.getByText('That code is not correct or has expired.')).toBeVisible();
  await expect(dialog).toBeVisible();
});
