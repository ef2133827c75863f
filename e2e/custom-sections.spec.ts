import { expect, test } from './fixtures/test';
import { CONTOSO } from './fixtures/demo';

// The shell's banner, hero image and footer come from pcsxConfig.branding.customPageSections
// (docs/product/shell-and-gates.md).
test('northwind /careers shows its banner, hero image and footer', async ({ page }) => {
  await page.goto('/careers');

  await expect(page.getByText("We're hiring in more than 100 cities.")).toBeVisible();
  await expect(page.getByText("We're hiring", { exact: true })).toHaveJSProperty(
    'tagName',
    'STRONG',
  );
  await expect(page.getByRole('img', { name: 'Northwind team at work' })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('© Northwind Traders')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'All jobs' })).toHaveAttribute(
    'href',
    '/careers?domain=northwind.example',
  );
  await expect(footer.getByText('Powered by Careers')).toBeVisible();
  await expect(page.getByText('This site is being set up.')).toHaveCount(0);
});

test('the hero image follows the device width', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/careers');
  const hero = page.getByRole('img', { name: 'Northwind team at work' });
  const currentSource = () => hero.evaluate((image: HTMLImageElement) => image.currentSrc);
  await expect.poll(currentSource).toContain('/demo/hero-wide.svg');

  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/careers');
  await expect.poll(currentSource).toContain('/demo/hero-narrow.svg');
});

test('contoso shows the implementation-phase banner and no powered-by line', async ({ page }) => {
  await page.goto(`/careers?domain=${CONTOSO.domain}`);

  await expect(page.getByText('This site is being set up.')).toBeVisible();
  await expect(page.getByRole('contentinfo')).not.toContainText('Powered by Careers');
  await expect(page.getByText('Powered by Careers')).toHaveCount(0);
  await expect(page.getByText("We're hiring in more than 100 cities.")).toHaveCount(0);
});
