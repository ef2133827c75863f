import type { APIRequestContext } from '@playwright/test';
import { positionDetailsCall, savePositionCall } from '@careers/contracts';
import { loginThroughApi } from './fixtures/api-login';
import { expectNoAxeViolations } from './fixtures/axe';
import { ALEX, NORTHWIND, newCandidateEmail } from './fixtures/demo';
import { watchAppChunks, holdAppStart } from './fixtures/app-start';
import { loginAs, loginDialog } from './fixtures/login';
import { expect, showSignOfPerson, test } from './fixtures/test';

// /careers/job/{pid} (docs/product/job-pages.md) with the position id rule, a closed position and
// one that does not exist; rendered on the server (decision 014), so readable without JavaScript.

// The demo seed archives some positions; find one through the public call.
async function findClosedPosition(request: APIRequestContext): Promise<number> {
  for (let id = 1; id <= 500; id += 1) {
    const response = await request.get(
      `${positionDetailsCall.path}?domain=northwind.example&position_id=${id}`,
    );
    if (response.status() === 410) return id;
  }
  throw new Error('The demo seed has no closed position among its first 500.');
}

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
  // Insights: aggregates of the department's open jobs, top skills with their counts.
  const insights = page.getByRole('region', { name: 'About jobs like this' });
  await expect(insights).toContainText(/\d+ open jobs? in /);
  // Position insights: the top skills as a chart whose name says every figure, and as a table.
  const chart = insights.getByRole('img', { name: /^Skills most asked for in open .+ jobs: / });
  await expect(chart).toHaveAccessibleName(/: \d+ jobs?$/);
  await insights.getByRole('button', { name: 'Show these figures as a table' }).click();
  const table = insights.getByRole('table', { name: /^Skills most asked for in open / });
  await expect(table.getByRole('columnheader', { name: 'Open jobs asking for it' })).toBeVisible();
  const rows = table.getByRole('row');
  expect(await rows.count()).toBeGreaterThan(1);
  expect(await rows.count()).toBeLessThanOrEqual(11);
  await expect(rows.nth(1).getByRole('cell')).toHaveText(/^\d+$/);
  // Where such jobs are (the team's other roles: the server test).
  await expect(insights.getByRole('heading', { name: 'Where these jobs are' })).toBeVisible();
  await expect(
    insights
      .getByRole('listitem')
      .getByText(/^.+, .+: \d+ jobs?$/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply' })).toHaveAttribute(
    'href',
    new RegExp(`pid=${pid}`),
  );
  await expectNoAxeViolations(page);
});

test('a visitor is invited to upload a resume to see their match; a candidate sees it, skill by skill', async ({
  page,
}) => {
  const job = `/careers/job/2`;
  await page.goto(job);
  const match = page.getByRole('region', { name: 'How you match' });
  await expect(match).toContainText(
    'Upload your resume to see how well you match this job: we read your skills and experience from it.',
  );
  await match.getByRole('button', { name: 'Log in to upload your resume' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await loginThroughApi(page, ALEX.email, NORTHWIND.domain);
  await page.goto(job);
  await expect(match.getByText(/^\d(\.5)? of 5$/)).toBeVisible();
  await expect(match).toContainText(
    /You have (\d+ of the \d+ skills?|none of the \d+ skills?) this job asks for/,
  );
  await expectNoAxeViolations(page);
});

test('a private link opens its job for whoever holds it, and keeps it out of search engines', async ({
  page,
}) => {
  // Alex saved the private link a recruiter sent them (demo seed): it is on their saved jobs.
  await loginThroughApi(page, ALEX.email, NORTHWIND.domain);
  await page.goto('/careers/saved-jobs');
  const link = page.getByRole('main').locator('a[href^="/careers/job/private?pid="]').first();
  await expect(link).toBeVisible();
  const title = (await link.textContent()) ?? '';
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Anyone holding the link reads the job; search engines are told not to index it, and its
  // numeric id, which the search would use, leads nowhere.
  await page.context().clearCookies();
  const response = await page.goto(href);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const detail = await page.request.get(
    `${positionDetailsCall.path}?domain=${NORTHWIND.domain}&position_id=${new URLSearchParams(href.split('?')[1]).get('pid') ?? ''}`,
  );
  const { data } = (await detail.json()) as { data: { id: number } };
  expect((await page.request.get(`/careers/job/${data.id}`)).status()).toBe(404);
});

test('a closed position says so and leads back to the open jobs', async ({ page }) => {
  const closed = await findClosedPosition(page.request);
  await page.goto(`/careers/job/${closed}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This job is no longer open' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Similar open jobs' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'All jobs' }).click();
  await expect(page).toHaveURL(/\/careers(\?|$)/);

  await page.goto('/careers/job/999999999');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This job does not exist' }),
  ).toBeVisible();
});

test('a visitor’s job page runs no app code until they move; its page view goes out once', async ({
  page,
  gotoUnstarted,
}) => {
  const appChunks = watchAppChunks(page);
  const pageViews: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/vslog' && request.postData()?.includes('page_view'))
      pageViews.push(request.url());
  });
  const firstPageView = page.waitForRequest((request) => request.url().includes('/vslog?'));
  await gotoUnstarted('/careers/job/2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A reader's moment (the page view, 1 s after load): nothing of the app loads.
  expect(new URL((await firstPageView).url()).searchParams.get('pid')).toBe('2');
  expect(appChunks).toEqual([]);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);

  await showSignOfPerson(page);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  expect(appChunks.some((chunk) => chunk.includes('/start-'))).toBe(true);
  // The app does not count the page again (its own page view would go out 1 s after it runs).
  await page.waitForTimeout(1500);
  expect(pageViews).toHaveLength(1);
});

test('a Save pressed before the app runs is carried out once when it does', async ({
  page,
  gotoUnstarted,
}, testInfo) => {
  // It logs in through the form and accepts the terms: three page loads on a shared machine.
  test.slow();
  const releaseApp = await holdAppStart(page);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(savePositionCall.path))
      saves.push(request.postData() ?? '');
  });
  await gotoUnstarted('/careers/job/2');
  await page.getByRole('button', { name: 'Save job' }).click();
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
  releaseApp();
  // A visitor is asked to log in, then the job is saved.
  await expect(loginDialog(page)).toBeVisible();
  await loginAs(page, newCandidateEmail(testInfo.workerIndex));
  const terms = page.getByRole('dialog', { name: 'Terms of service' });
  await terms.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('button', { name: 'Saved — remove' })).toBeVisible();
  expect(saves).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the job page HTML carries the position, its JobPosting, and the sitemap lists it', async ({
    page,
    request,
  }) => {
    const sitemap = await request.get('/sitemap.xml?domain=northwind.example');
    expect(sitemap.status()).toBe(200);
    const firstJob = /<loc>([^<]+\/careers\/job\/[^<]+)<\/loc>/.exec(await sitemap.text())?.[1];
    expect(firstJob).toBeDefined();
    const url = new URL((firstJob ?? '').replaceAll('&#38;', '&'));
    const response = await page.goto(`${url.pathname}${url.search}`);
    expect(response?.status()).toBe(200);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as {
      '@type'?: string;
      title?: string;
      description?: string;
      hiringOrganization?: { name?: string };
      jobLocation?: { address?: { addressLocality?: string } }[];
    };
    expect(jsonLd['@type']).toBe('JobPosting');
    expect(jsonLd.hiringOrganization?.name).toBe('Northwind');
    await expect(page).toHaveTitle(`${jsonLd.title ?? ''} | Northwind`);
    // What a candidate reads, in the HTML itself: title, place, pay, employment type, text.
    await expect(page.getByRole('heading', { level: 1, name: jsonLd.title })).toBeVisible();
    const place = jsonLd.jobLocation?.[0]?.address?.addressLocality ?? '';
    await expect(page.getByRole('main').getByText(place).first()).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Pay' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Employment type' })).toBeVisible();
    const firstParagraph = /<p>(.*?)<\/p>/.exec(jsonLd.description ?? '')?.[1] ?? '';
    await expect(page.getByText(firstParagraph.replaceAll('&amp;', '&'))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply' })).toBeVisible();

    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Sitemap: ');
  });

  test('a closed job answers 410 in the page’s language, naming similar open jobs', async ({
    page,
  }) => {
    const closed = await findClosedPosition(page.request);
    const response = await page.goto(`/careers/job/${closed}?hl=de`);
    expect(response?.status()).toBe(410);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Diese Stelle ist nicht mehr offen' }),
    ).toBeVisible();
    const similar = page.getByRole('region', { name: 'Ähnliche offene Stellen' });
    const links = similar.getByRole('link');
    await expect(links.first()).toBeVisible();
    const href = (await links.first().getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/careers\/job\/\d+/);
    expect((await page.request.get(href)).status()).toBe(200);
  });
});

for (const [width, locale] of [
  [390, 'en'],
  [1280, 'ar'],
  [390, 'ar'],
] as const) {
  test(`a job page with its match invitation and insights is axe clean at ${width} px in ${locale}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/careers/job/2?hl=${locale}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const insights = page.getByRole('region', {
      name: locale === 'ar' ? 'عن الوظائف المشابهة' : 'About jobs like this',
    });
    await expect(insights.getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
