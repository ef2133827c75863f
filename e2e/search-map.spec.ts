import { expectNoAxeViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';

// The map on the markers call, its clusters, a pin's place and 'search this area', with the country
// outlines shipped with the app (the demo has no tile URL).

test('the map clusters the places, and a place searches that point', async ({ page }) => {
  await page.goto('/careers?query=nurse');
  const mapChunk = page.waitForResponse((response) => /search-map-.*\.js$/.test(response.url()));
  const markers = page.waitForResponse((response) =>
    response.url().includes('/api/pcsx/search/map_markers'),
  );
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await mapChunk;
  expect((await markers).status()).toBe(200);
  await expect(
    page.locator('.leaflet-container path.leaflet-interactive, .leaflet-overlay-pane path').first(),
  ).toBeAttached();
  await expect(page.locator('.map-cluster').first()).toBeVisible();
  const total = await page
    .locator('.map-cluster')
    .evaluateAll((clusters) => clusters.reduce((sum, c) => sum + Number(c.textContent), 0));
  expect(total).toBeGreaterThan(1);
  await expectNoAxeViolations(page);

  await page.getByText('Places on the map').click();
  const place = page
    .locator('details')
    .getByRole('button', { name: /: \d+ jobs?$/ })
    .first();
  const label = (await place.textContent()) ?? '';
  await place.click();
  await expect(page).toHaveURL(/filter_distance=0/);
  const location = new URL(page.url()).searchParams.get('location') ?? '';
  expect(location).toContain(':::');
  expect(label).toContain(location.split(':::')[0] ?? '');
  await expect(page.locator('#results-heading')).toHaveText(/^\d+ jobs?$/);
});

test("'search this area' searches the visible bounds, and the area is gone after a reload", async ({
  page,
}) => {
  await page.goto('/careers?query=engineer');
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const map = page.locator('.leaflet-container');
  await expect(page.locator('.map-cluster').first()).toBeVisible();
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error('no map');
  // Drag from the map's empty top-left corner (a marker would take the press). Leaflet takes no
  // drag while it still animates fitting the results (a drag then was lost once in CI): drag
  // again until the map says it moved.
  const searchArea = page.getByRole('button', { name: 'Search this area' });
  await expect(async () => {
    await page.mouse.move(box.x + 90, box.y + 40);
    await page.mouse.down();
    await page.mouse.move(box.x + 250, box.y + 60, { steps: 10 });
    await page.mouse.up();
    await expect(searchArea).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await searchArea.click();
  await expect(page).toHaveURL(/location=Map\+Area/);
  await expect(page).toHaveURL(/filter_map_bounds=-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+/);
  await expect(page.locator('#results-heading')).toHaveText(/jobs?$/);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Where' })).toHaveValue('');
  await expect(page).not.toHaveURL(/Map\+Area|map_bounds/);
});

// The selected position's pin is found by its place, not by the text shown: a US job's place reads
// "Chicago, IL, United States" in the list and "Chicago, United States" on the map.
test('the selected position’s pin is drawn large and opaque, the others small and faded', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const answer = await page.request.get(
    '/api/pcsx/search?domain=northwind.example&query=UX%20Researcher&location=Chicago',
  );
  const { data } = (await answer.json()) as {
    data: { positions: { id: number; locations: string[] }[] };
  };
  const withRegion = data.positions.find((position) =>
    position.locations.some((place) => /^[^,]+, [A-Z]{2}, United States$/.test(place)),
  );
  if (!withRegion) throw new Error('The demo has no UX Researcher in a US place with a region');
  await page.goto(`/careers?query=UX%20Researcher&location=Chicago&pid=${withRegion.id}`);
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const pins = page.locator('.leaflet-marker-icon:not(:has(.map-cluster))');
  await expect(pins.first()).toBeVisible();
  // Zoomed in on the selected place, clusters open into pins.
  const selected = pins.filter({ has: page.locator('svg[width="44"][height="53"]') });
  await expect(async () => {
    await page.locator('.leaflet-control-zoom-in').click();
    await expect(selected).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(selected).toHaveCSS('opacity', '1');
  const others = pins.filter({ has: page.locator('svg[width="32"][height="38"]') });
  if ((await others.count()) > 0) await expect(others.first()).toHaveCSS('opacity', '0.6');
});
