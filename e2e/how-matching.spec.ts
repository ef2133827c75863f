import { expectNoAxeViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';

// "How matching works", a page in plain words, linked from every match panel
// (docs/product/match-and-chat.md).

test('the match panel links to the page that says how matching works', async ({ page }) => {
  await page.goto('/careers/how-matching-works');
  await expect(page.getByRole('heading', { level: 1, name: 'How matching works' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'Skills count most (50%): each skill the job names that your profile lists counts fully',
  );
  await expect(page.getByRole('main')).toContainText(
    'Nothing else is used: not your name, age, gender, photo or where you studied.',
  );
  await page.getByRole('link', { name: 'Search jobs' }).click();
  await expect(page).toHaveURL(/\/careers(\?|$)/);
});

for (const [width, locale, heading] of [
  [1280, 'en', 'How matching works'],
  [390, 'de', 'So funktioniert die Übereinstimmung'],
  [390, 'ar', 'كيف يعمل التطابق'],
] as const) {
  test(`the page is axe clean at ${width} px in ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/careers/how-matching-works?hl=${locale}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
