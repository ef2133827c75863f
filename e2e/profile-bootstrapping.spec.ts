import { loginThroughApi } from './fixtures/api-login';
import { expectNoAxeViolations } from './fixtures/axe';
import { readBootData } from './fixtures/boot-data';
import { CASEY, CONTOSO } from './fixtures/demo';
import { expect, test } from './fixtures/test';

const setUpHeading = "Let's set up your profile";

// Logged in but not bootstrapped → the profile bootstrapping screen; Continue ends it
// (docs/product/shell-and-gates.md).
// Casey Kim only looks at the screen; a fresh candidate presses Continue, so Casey keeps it.
test('a candidate who is not bootstrapped sees the profile set-up screen', async ({ page }) => {
  await loginThroughApi(page, CASEY.email, CONTOSO.domain);
  await page.goto(`/careers?domain=${CONTOSO.domain}`);
  await expect(page.getByRole('heading', { name: setUpHeading })).toBeVisible();
  await expect(page.getByRole('button', { name: CASEY.name })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Continue ends the profile set-up', async ({ page, freshCandidate }) => {
  await freshCandidate({ domain: CONTOSO.domain, onboarded: true });
  await page.goto(`/careers?domain=${CONTOSO.domain}`);
  await expect(page.getByRole('heading', { name: setUpHeading })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect
    .poll(async () => (await readBootData(page)).onboardingData.isBootstrapped)
    .toBe(true);
  await expect(page.getByRole('heading', { name: setUpHeading })).toHaveCount(0);
});
