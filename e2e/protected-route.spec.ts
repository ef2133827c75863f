import { expect, test } from './fixtures/test';
import { loginDialog } from './fixtures/login';

// A protected route opens the login modal; closing it while logged out goes to /careers
// (docs/product/shell-and-gates.md).
test('a protected route asks to log in and closing the modal lands on /careers', async ({
  page,
}) => {
  await page.goto('/careers/offers');
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/careers\/?(\?.*)?$/);
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
});
