import type { Page } from '@playwright/test';
import { saveThemeCall } from '@careers/contracts';
import { loginThroughApi, postOrFail } from './fixtures/api-login';
import { expectNoAxeViolations } from './fixtures/axe';
import { readBootData } from './fixtures/boot-data';
import { JORDAN, NORTHWIND, TAYLOR } from './fixtures/demo';
import { expect, test } from './fixtures/test';

const radius = (page: Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue('--brand-radius'));

async function saveRadius(page: Page, value: string): Promise<void> {
  const panel = page.getByRole('region', { name: 'Theme builder' });
  if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Theme builder' }).click();
  await panel.getByLabel('Corner radius (px)').fill(value);
  // The theme builder previews live, before anything is saved.
  await expect.poll(() => radius(page)).toBe(`${value}px`);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Theme saved')).toBeVisible();
}

// The theme builder appears only for theme-builder users and saves for the group
// (docs/product/shell-and-gates.md).
// Taylor Reed is a theme-builder user and not an admin; Jordan Park the other way round.
test('a theme-builder user previews and saves the theme', async ({ page }) => {
  const csrfToken = await loginThroughApi(page, TAYLOR.email, NORTHWIND.domain);
  await page.goto('/careers');
  const boot = await readBootData(page);
  expect(boot.user?.isAdmin).toBe(false);
  expect(boot.themeBuilderUser).toBe(true);
  const demoTheme = boot.configs.pcsxConfig.branding.theme;
  expect(demoTheme.borderRadius).toBe(8);

  try {
    await saveRadius(page, '12');
    await expectNoAxeViolations(page);
    await page.reload();
    expect((await readBootData(page)).configs.pcsxConfig.branding.theme.borderRadius).toBe(12);
    await expect.poll(() => radius(page)).toBe('12px');
  } finally {
    // The theme belongs to the whole group: put the demo theme back for the other journeys.
    await postOrFail(
      page,
      saveThemeCall,
      { body: { domain: NORTHWIND.domain, theme: demoTheme } },
      csrfToken,
    );
  }
});

test('an admin who is not a theme-builder user never sees the builder', async ({ page }) => {
  await loginThroughApi(page, JORDAN.email, NORTHWIND.domain);
  await page.goto('/careers');
  const boot = await readBootData(page);
  expect(boot.user?.isAdmin).toBe(true);
  expect(boot.themeBuilderUser).toBe(false);
  await expect(page.getByRole('button', { name: JORDAN.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Theme builder' })).toHaveCount(0);
});
