import { expect, test } from './fixtures/test';
import { chooseLanguage } from './fixtures/language';

// The page setting (`hl`) wins (docs/product/languages.md); the picker offers the group's
// supportedLanguages, each in its own language, and sets `hl` in the URL; `lang` and `dir` follow
// on <html>.
test('the Language picker switches to Deutsch', async ({ page }) => {
  await page.goto('/careers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await chooseLanguage(page, 'Language', 'Deutsch');

  await expect(page).toHaveURL(/[?&]hl=de\b/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // The shell now speaks German: the picker shows Deutsch and is no longer labelled in English.
  await expect(page.getByRole('button', { name: /^Deutsch\b/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Language$/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
});

test('the Language picker switches to العربية, right to left', async ({ page }) => {
  await page.goto('/careers');
  await chooseLanguage(page, 'Language', 'العربية');

  await expect(page).toHaveURL(/[?&]hl=ar\b/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: /^العربية/ })).toBeVisible();
});

test('?hl=de serves the page in German', async ({ page, request }) => {
  const html = await (await request.get('/careers?hl=de')).text();
  expect(html).toMatch(/<html[^>]*lang="de"/);

  await page.goto('/careers?hl=de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
});

test('a language the group does not support falls back to English', async ({ page }) => {
  // Contoso offers English only.
  await page.goto('/careers?hl=fr&domain=contoso.example');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a region falls back to its language, and a tag that is no locale to English', async ({
  request,
}) => {
  const langOf = async (query: string, headers: Record<string, string> = {}) =>
    /<html[^>]*lang="([^"]+)"/.exec(
      await (await request.get(`/careers?${query}`, { headers })).text(),
    )?.[1];
  expect(await langOf('hl=fr-CA')).toBe('fr-CA');
  expect(await langOf('hl=de-AT')).toBe('de');
  expect(await langOf('hl=PT-br')).toBe('pt-BR');
  expect(await langOf(`hl=${'x'.repeat(10_000)}`)).toBe('en');
  const many = Array.from({ length: 200 }, (_, index) => `x${index};q=0.${index % 9}`).join(',');
  expect(await langOf('', { 'Accept-Language': `${many},ja;q=0.95` })).toBe('ja');
});

// The picker from the keyboard on a page the server rendered: it is a plain trigger until used,
// then React Aria's Select in its place, open, with the focus going back to it when it closes.
test('the Language picker works from the keyboard on a job page', async ({ page }) => {
  await page.goto('/careers/job/1');
  const picker = page.getByRole('button', { name: /Language$/ });
  for (
    let tab = 0;
    tab < 10 && !(await picker.evaluate((el) => el === document.activeElement));
    tab += 1
  )
    await page.keyboard.press('Tab');
  await expect(picker).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'English Language' })).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'English' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]hl=de\b/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
