import type { Page } from '@playwright/test';
import { loginThroughApi } from './fixtures/api-login';
import { expectNoAxeViolations } from './fixtures/axe';
import { readBootData } from './fixtures/boot-data';
import { CASEY, CONTOSO } from './fixtures/demo';
import { expect, test } from './fixtures/test';

const setUpHeading = "Let's set up your profile";
const SHOTS = process.env.SHOTS_DIR;

// Logged in but not bootstrapped → the profile bootstrapping screen: the details contoso's
// bootstrappingConfig asks for (all four), corrected through the profile's own calls, then
// Continue (docs/product/shell-and-gates.md, "Profile bootstrapping screen").
// Casey Kim only looks at the screen; a fresh candidate presses Continue, so Casey keeps it.
test('a candidate who is not bootstrapped sees the details to confirm', async ({ page }) => {
  await loginThroughApi(page, CASEY.email, CONTOSO.domain);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/careers?domain=${CONTOSO.domain}`);
    await expect(page.getByRole('heading', { name: setUpHeading })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Casey');
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Kim');
    await expect(page.getByText(CASEY.email, { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Location' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload resume' })).toBeVisible();
    await expect(page.getByRole('button', { name: CASEY.name })).toBeVisible();
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/bootstrapping-en-${width}.png` });
    if (SHOTS) {
      await page.goto(`/careers?domain=${CONTOSO.domain}&hl=ar`);
      await expect(page.getByRole('heading', { name: 'لنُعدّ ملفك الشخصي' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/bootstrapping-ar-${width}.png` });
    }
  }
});

async function uploadTextResume(page: Page): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload resume' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'cv.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Robin Ng\nLine Cook\nLeeds, United Kingdom | robin.ng@example.com\n'),
  });
  await page.getByRole('dialog').getByRole('button', { name: 'Upload' }).click();
}

test('a new candidate corrects their details, adds a resume and continues', async ({
  page,
  freshCandidate,
}) => {
  await freshCandidate({ domain: CONTOSO.domain, onboarded: true });
  await page.goto(`/careers?domain=${CONTOSO.domain}`);
  await expect(page.getByRole('heading', { name: setUpHeading })).toBeVisible();
  await expect(
    page.getByText('No resume yet. Upload one and we fill in your profile from it.'),
  ).toBeVisible();
  await uploadTextResume(page);
  await expect(
    page.getByText('Your resume is on file. Upload another to replace it.'),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Ng');
  await page.getByRole('textbox', { name: 'Location' }).fill('York');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect
    .poll(async () => (await readBootData(page)).onboardingData.isBootstrapped)
    .toBe(true);
  await expect(page.getByRole('heading', { name: setUpHeading })).toHaveCount(0);
  const boot = await readBootData(page);
  expect(boot.profile).toMatchObject({ firstName: 'Robin', lastName: 'Ng', hasResume: true });
  await expect(page.getByRole('button', { name: 'Robin Ng' })).toBeVisible();
});
