import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { loginAs, loginDialog } from './fixtures/login';
import { newCandidateEmail } from './fixtures/demo';
import { holdAppStart } from './fixtures/app-start';
import { expect, test } from './fixtures/test';

// The search page on the demo seed, through the real server and its search engine.

const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });
const detail = (page: Page) => page.getByRole('region', { name: 'Job details' });
const resultHeading = (page: Page) => page.locator('#results-heading');

// Suggestions may be open over the page (which hides the rest from the accessibility tree while
// they are); a click on Search closes them and searches, as it does for a mouse user.
async function searchFor(page: Page, query: string, location = '') {
  await page.getByRole('combobox', { name: 'What', includeHidden: true }).fill(query);
  await page.getByRole('combobox', { name: 'Where', includeHidden: true }).fill(location);
  await page.getByRole('button', { name: 'Search', exact: true, includeHidden: true }).click();
}

test('a query and a location search, select the first result, and survive a reload', async ({
  page,
}) => {
  await page.goto('/careers?domain=northwind.example&utm_source=mail');
  await searchFor(page, 'nurse', 'London');
  await expect(page).toHaveURL(/query=nurse&location=London/);
  await expect(page).toHaveURL(/utm_source=mail/);
  await expect(resultHeading(page)).toHaveText(/^\d+ jobs?$/);
  const first = results(page).getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const title = (await first.locator('span').first().textContent()) ?? '';
  await expect(detail(page).getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(page).toHaveURL(/pid=\d+/);
  await expect(page).toHaveTitle('nurse at London');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'What' })).toHaveValue('nurse');
  await expect(page.getByRole('combobox', { name: 'Where' })).toHaveValue('London');
  await expect(detail(page).getByRole('heading', { level: 2 })).toHaveText(title);
});

test('the path form /careers/:query/:location reads dashes as spaces', async ({ page }) => {
  await page.goto('/careers/registered-nurse');
  await expect(page.getByRole('combobox', { name: 'What' })).toHaveValue('registered nurse');
  await expect(results(page).getByRole('option').first()).toContainText(/nurse/i);
});

test('a filter waits 1000 ms, then resets start and the selected position', async ({ page }) => {
  await page.goto('/careers?query=engineer&start=10');
  await expect(page).toHaveURL(/pid=\d+/);
  const pidBefore = new URL(page.url()).searchParams.get('pid');
  await page.getByRole('button', { name: 'Level' }).click();
  const dialog = page.getByRole('dialog', { name: 'Level' });
  await dialog.getByText('Senior', { exact: true }).click();
  await page.waitForTimeout(400);
  expect(new URL(page.url()).searchParams.get('filter_seniority')).toBeNull();
  await expect(page).toHaveURL(/filter_seniority=senior/, { timeout: 3000 });
  const url = new URL(page.url());
  expect(url.searchParams.get('start')).toBeNull();
  await expect(page).toHaveURL(/pid=\d+/);
  expect(new URL(page.url()).searchParams.get('pid')).not.toBe(pidBefore);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Level (1)' })).toBeVisible();
  await expect(results(page).getByRole('option').first()).toContainText('Senior');
});

test('pages and sort', async ({ page }) => {
  await page.goto('/careers?query=engineer');
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/start=10/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: /Sort by/ }).click();
  await page.getByRole('option', { name: 'Newest' }).click();
  await expect(page).toHaveURL(/sort_by=newest/);
  expect(new URL(page.url()).searchParams.get('start')).toBeNull();
});

test('a candidate may sort by "Recommended for you"; a visitor is not offered it', async ({
  page,
  freshCandidate,
}) => {
  await page.goto('/careers?query=engineer');
  await page.getByRole('button', { name: /Sort by/ }).click();
  await expect(page.getByRole('option', { name: 'Newest' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Recommended for you' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await freshCandidate({ termsAccepted: true, onboarded: true });
  await page.goto('/careers?query=engineer');
  await page.getByRole('button', { name: /Sort by/ }).click();
  await page.getByRole('option', { name: 'Recommended for you' }).click();
  await expect(page).toHaveURL(/sort_by=recommended/);
  await expect(page.getByRole('button', { name: /Sort by/ })).toContainText('Recommended for you');
  await expect(results(page).getByRole('option').first()).toBeVisible();
});

test('autocomplete suggests titles and skills and searches the chosen one', async ({ page }) => {
  await page.goto('/careers');
  await page.getByRole('combobox', { name: 'What' }).fill('nur');
  const suggestion = page.getByRole('option', { name: /Registered Nurse/ }).first();
  await expect(suggestion).toBeVisible();
  await expect(page.getByRole('option', { name: /nursing.*Skill/ }).first()).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(/query=Registered\+Nurse/);
});

test('text typed in the search box before the app runs is autocompleted once it does', async ({
  page,
  gotoUnstarted,
}) => {
  const releaseApp = await holdAppStart(page);
  await gotoUnstarted('/careers');
  const what = page.getByRole('combobox', { name: 'What' });
  await what.click();
  await page.keyboard.type('nur');
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
  releaseApp();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect(what).toHaveValue('nur');
  await expect(what).toBeFocused();
  const suggestion = page.getByRole('option', { name: /Registered Nurse/ }).first();
  await expect(suggestion).toBeVisible();
  await page.keyboard.type('s');
  await expect(what).toHaveValue('nurs');
  await suggestion.click();
  await expect(page).toHaveURL(/query=Registered\+Nurse/);
});

test('selecting a position loads its detail, overrides and insights side by side', async ({
  page,
}) => {
  await page.goto('/careers?query=nurse');
  await expect(results(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  const second = results(page).getByRole('option').nth(1);
  const detailCall = page.waitForRequest((r) => r.url().includes('/api/pcsx/position_details'));
  const overridesCall = page.waitForRequest((r) => r.url().includes('/api/pcsx/overrides'));
  const insightsCall = page.waitForRequest((r) => r.url().includes('/api/pcsx/position_insights'));
  await second.click();
  const [detailRequest, overridesRequest, insightsRequest] = await Promise.all([
    detailCall,
    overridesCall,
    insightsCall,
  ]);
  const pid = new URL(page.url()).searchParams.get('pid');
  expect(new URL(detailRequest.url()).searchParams.get('position_id')).toBe(pid);
  expect(new URL(overridesRequest.url()).searchParams.get('position_id')).toBe(pid);
  expect(new URL(insightsRequest.url()).searchParams.get('position_id')).toBe(pid);
  await expect(detail(page).getByText('Employment type')).toBeVisible();
  await expect(detail(page).getByRole('link', { name: 'Apply' })).toHaveAttribute(
    'href',
    new RegExp(`/careers/apply\\?.*pid=${pid}`),
  );
  // Arrow keys move through the list, Enter opens.
  await second.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(new RegExp(`pid=${pid}(&|$)`));
});

test('browsing the results replaces the URL, so Back leaves the search', async ({ page }) => {
  await page.goto('/careers?query=engineer');
  await expect(results(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.goto('/careers?query=nurse');
  await expect(results(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await results(page).getByRole('option').nth(1).click();
  await page.keyboard.press('ArrowDown');
  await expect(results(page).getByRole('option').nth(2)).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page).toHaveURL(/query=engineer/);
});

test("a position that does not exist shows 'Failed to load position details'", async ({ page }) => {
  await page.goto('/careers?query=nurse&pid=999999999');
  await expect(page.getByText('Failed to load position details')).toBeVisible();
  await expect(detail(page).getByText('The full description could not be loaded.')).toBeVisible();
  await expect(results(page).getByRole('option').first()).toBeVisible();
});

test("a search the server refuses shows 'Failed to load positions' and a way to retry", async ({
  page,
}) => {
  // Longer than the contract allows: the server answers 422.
  await page.goto(`/careers?query=${'x'.repeat(600)}`);
  await expect(page.getByText('Failed to load positions')).toBeVisible();
  await expect(page.getByText('The jobs could not be loaded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('no results and hand-edited URLs show a sensible page', async ({ page }) => {
  await page.goto('/careers?query=zzqqxxvv');
  await expect(page.getByText('No jobs match your search')).toBeVisible();
  await page.goto('/careers?start=abc&filter_bogus=1&sort_by=cheapest&location=Map+Area');
  await expect(resultHeading(page)).toHaveText(/jobs$/);
  await expect(page.getByRole('combobox', { name: 'Where' })).toHaveValue('');
  await expect(page).not.toHaveURL(/Map/);
});

test('several position ids, as the login redirect carries them, show the first job', async ({
  page,
}) => {
  await page.goto('/careers?query=nurse');
  await expect(results(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  const second = results(page).getByRole('option').nth(1);
  const title = (await second.locator('span').first().textContent()) ?? '';
  await second.click();
  await expect(page).toHaveURL(/pid=\d+/);
  const pid = new URL(page.url()).searchParams.get('pid') ?? '';
  await page.goto(`/careers?query=nurse&pid=${pid},1`);
  await expect(detail(page).getByRole('heading', { level: 2 })).toHaveText(title);
});

test('on a phone the detail is its own view with a way back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/careers?query=nurse');
  const second = results(page).getByRole('option').nth(1);
  await second.click();
  await expect(detail(page).getByRole('heading', { level: 2 })).toBeFocused();
  await expect(results(page)).toBeHidden();
  await detail(page).getByRole('button', { name: 'Back to results' }).click();
  await expect(results(page)).toBeVisible();
  await expect(detail(page)).toBeHidden();
});

test('saving while logged out asks to log in, then saves', async ({ page }, testInfo) => {
  await page.goto('/careers?query=nurse');
  const title = await detail(page).getByRole('heading', { level: 2 }).textContent();
  await detail(page).getByRole('button', { name: 'Save job' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await loginAs(page, newCandidateEmail(testInfo.workerIndex));
  const terms = page.getByRole('dialog', { name: 'Terms of service' });
  await terms.getByRole('button', { name: 'Accept' }).click();
  await expect(terms).toBeHidden();
  await expect(detail(page).getByRole('heading', { level: 2 })).toHaveText(title ?? '');
  await expect(detail(page).getByRole('button', { name: 'Saved — remove' })).toBeVisible();
  await expect(results(page).getByRole('option', { selected: true })).toContainText('Saved');
});

test('the job cart adds and removes a position', async ({ page, freshCandidate }) => {
  await freshCandidate({ termsAccepted: true, onboarded: true });
  await page.goto('/careers?query=nurse');
  await detail(page).getByRole('button', { name: 'Add to job cart' }).click();
  await expect(detail(page).getByRole('button', { name: 'Remove from job cart' })).toBeVisible();
  await page.reload();
  await detail(page).getByRole('button', { name: 'Remove from job cart' }).click();
  await expect(detail(page).getByRole('button', { name: 'Add to job cart' })).toBeVisible();
});

for (const [width, locale] of [
  [1280, 'en'],
  [390, 'en'],
  [1280, 'ar'],
  [390, 'ar'],
] as const) {
  test(`the search page is axe clean at ${width} px in ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/careers?query=engineer&hl=${locale}`);
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
