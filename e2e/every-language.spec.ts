import { SUPPORTED_LOCALES, textDirection } from '@careers/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

// Every language Northwind offers (all 37, docs/product/languages.md) renders the search page, a
// job page and the logged-in applications page with its own `lang` and `dir`, no text missing
// from its catalogs (the missingKeys fixture fails a journey that asks for one) and nothing wider
// than a 390 px phone (long German and Finnish words, tall Thai and Devanagari lines).

async function expectInLanguage(page: Page, url: string, locale: string): Promise<void> {
  await page.goto(`${url}${url.includes('?') ? '&' : '?'}hl=${locale}`);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', textDirection(locale));
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${url} in ${locale} is wider than the screen`).toBeLessThanOrEqual(0);
}

test.describe.configure({ mode: 'parallel' });

for (const locale of SUPPORTED_LOCALES) {
  test(`${locale}: the search, a job page and the applications page at 390 px`, async ({
    page,
    freshCandidate,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expectInLanguage(page, '/careers', locale);
    await expectInLanguage(page, '/careers/job/2', locale);
    await freshCandidate({ termsAccepted: true, onboarded: true });
    await expectInLanguage(page, '/careers/applications', locale);
  });
}
