import { expect, test, type Page } from '@playwright/test';
import { ALEX, TAYLOR } from './fixtures/demo';
import { loginAs } from './fixtures/login';
import { readBootData } from './fixtures/boot-data';
import { expectNoAxeViolations } from './fixtures/axe';

const radius = (page: Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue('--brand-radius'));

async function saveRadius(page: Page, value: string): Promise<void> {
  const panel = page.getByRole('region', { name: 'Theme builder' });
  if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Theme builder' }).click();
  await panel.getByLabel('Corner radius (px)').fill(value);
  // spec 1 §2: the theme builder previews live, before anything is saved.
  await expect.poll(() => radius(page)).toBe(`${value}px`);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Theme saved')).toBeVisible();
}

// spec 1 §2 / §6: the theme builder appears only for theme-builder users and saves for the group.
test('a theme-builder user previews and saves the theme; others never see the builder', async ({
  page,
  browser,
}) => {
  await page.goto('/careers');
  await loginAs(page, TAYLOR.email);
  await saveRadius(page, '12');
  await expectNoAxeViolations(page);
  await page.reload();
  expect((await readBootData(page)).configs.pcsxConfig.branding.theme.borderRadius).toBe(12);
  await expect.poll(() => radius(page)).toBe('12px');
  // Put the demo theme back for the other journeys.
  await saveRadius(page, '8');

  const other = await browser.newPage();
  await other.goto('/careers');
  await loginAs(other, ALEX.email);
  await expect(other.getByRole('button', { name: 'Theme builder' })).toHaveCount(0);
  await other.close();
});
