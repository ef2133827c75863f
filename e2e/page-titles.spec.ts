import { expect, test } from './fixtures/test';

// The page title, in order of precedence (docs/product/shell-and-gates.md): SEO config, "{query} at
// {location}", "{position} | {company}", "Careers at {company}".
test('the search page falls back to "Careers at {company}", then names the position it shows', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/careers')).text();
  expect(html).toContain('<title>Careers at Northwind</title>');
  await page.goto('/careers');
  const shown = page
    .getByRole('region', { name: 'Job details' })
    .getByRole('heading', { level: 2 });
  await expect(page).toHaveTitle(`${(await shown.textContent()) ?? ''} | Northwind`);
});

test('a query and a location title the search page', async ({ page }) => {
  await page.goto('/careers?query=nurse&location=boston');
  await expect(page).toHaveTitle('nurse at boston');
});

test('the server sends the title in the HTML', async ({ request }) => {
  const html = await (await request.get('/careers?query=nurse&location=boston')).text();
  expect(html).toContain('<title>nurse at boston</title>');
});

test('the SEO config wins on the offers page', async ({ page, freshCandidate }) => {
  await freshCandidate({ termsAccepted: true, onboarded: true });
  await page.goto('/careers/offers');
  await expect(page).toHaveTitle('Your offers | Northwind');
});
