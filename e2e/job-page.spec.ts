import { positionDetailsCall } from '@careers/contracts';
import { expectNoAxeViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';

// Issue 7 item 3 (client-rendered for now): /careers/job/{pid} with the position id rule, a
// closed position and one that does not exist.

test('a job link shows the position as its own page, titled "{position} | Northwind"', async ({
  page,
}) => {
  await page.goto('/careers?query=nurse');
  const detail = page.getByRole('region', { name: 'Job details' });
  const title = (await detail.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const pid = new URL(page.url()).searchParams.get('pid') ?? '';

  await page.goto(`/careers/job/${pid}-${title.toLowerCase().replaceAll(' ', '-')}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Northwind`);
  await expect(page.getByText('What you’ll do')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply' })).toHaveAttribute(
    'href',
    new RegExp(`pid=${pid}`),
  );
  await expectNoAxeViolations(page);
});

test('a closed position says so and leads back to the open jobs', async ({ page }) => {
  // The demo seed archives some positions; find one through the public call.
  let closed: number | null = null;
  for (let id = 1; id <= 500 && closed === null; id += 1) {
    const response = await page.request.get(
      `${positionDetailsCall.path}?domain=northwind.example&position_id=${id}`,
    );
    if (response.status() === 410) closed = id;
  }
  expect(closed).not.toBeNull();
  await page.goto(`/careers/job/${closed}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This job is no longer open' }),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'All jobs' }).click();
  await expect(page).toHaveURL(/\/careers(\?|$)/);

  await page.goto('/careers/job/999999999');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This job does not exist' }),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the job page HTML carries its title and JobPosting; the sitemap lists it', async ({
    page,
    request,
  }) => {
    const sitemap = await request.get('/sitemap.xml?domain=northwind.example');
    expect(sitemap.status()).toBe(200);
    const firstJob = /<loc>([^<]+\/careers\/job\/[^<]+)<\/loc>/.exec(await sitemap.text())?.[1];
    expect(firstJob).toBeDefined();
    const url = new URL((firstJob ?? '').replaceAll('&#38;', '&'));
    await page.goto(`${url.pathname}${url.search}`);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@type'?: string; title?: string; hiringOrganization?: { name?: string } };
    expect(jsonLd['@type']).toBe('JobPosting');
    expect(jsonLd.hiringOrganization?.name).toBe('Northwind');
    await expect(page).toHaveTitle(`${jsonLd.title ?? ''} | Northwind`);
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Sitemap: ');
  });
});
