import { expect, test } from '@playwright/test';
import { CASEY, CONTOSO } from './fixtures/demo';
import { loginAs } from './fixtures/login';
import { readBootData } from './fixtures/boot-data';
import { expectNoAxeViolations } from './fixtures/axe';

// spec 1 §2: logged in but not bootstrapped → the profile bootstrapping screen; Continue ends it.
test('a candidate who is not bootstrapped sets up the profile first', async ({ page }) => {
  await page.goto(`/careers?domain=${CONTOSO.domain}`);
  await loginAs(page, CASEY.email);
  await expect(page.getByRole('heading', { name: "Let's set up your profile" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect
    .poll(async () => (await readBootData(page)).onboardingData.isBootstrapped)
    .toBe(true);
  await expect(page.getByRole('heading', { name: "Let's set up your profile" })).toHaveCount(0);
  await expect(page.getByRole('button', { name: CASEY.name })).toBeVisible();
});
