import { readBootData } from './fixtures/boot-data';
import { expect, test } from './fixtures/test';

// Logged in, terms enabled and not attested → a modal that cannot be closed until Accept; then, not
// onboarded → the onboarding call and a reload (docs/product/shell-and-gates.md). A fresh candidate
// starts there, so Sam Lee keeps showing the gate.
test('the terms gate blocks until Accept, then onboards and reloads', async ({
  page,
  freshCandidate,
}) => {
  const { email } = await freshCandidate();
  await page.goto('/careers');

  const terms = page.getByRole('dialog', { name: 'Terms of service' });
  await expect(terms).toBeVisible();
  await expect(terms.getByRole('button', { name: 'Close' })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(terms).toBeVisible();
  await page.mouse.click(5, 300);
  await expect(terms).toBeVisible();

  const onboarding = page.waitForResponse(
    (response) =>
      response.url().includes('/api/pcsx/onboarding') && response.request().method() === 'POST',
  );
  await terms.getByRole('button', { name: 'Accept' }).click();
  expect((await onboarding).status()).toBe(200);

  await expect(terms).toBeHidden();
  await expect.poll(async () => (await readBootData(page)).onboardingData.isOnboarded).toBe(true);
  await page.reload();
  expect((await readBootData(page)).user?.email).toBe(email);
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
