import { expectNoAxeViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';

// The saved-jobs page and the job cart panel, on the demo seed
// (docs/product/saved-jobs-and-cart.md).

test('a saved job is listed on /careers/saved-jobs and can be removed there', async ({
  page,
  freshCandidate,
}) => {
  await freshCandidate({ termsAccepted: true, onboarded: true });
  await page.goto('/careers?query=nurse');
  const detail = page.getByRole('region', { name: 'Job details' });
  const title = (await detail.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await detail.getByRole('button', { name: 'Save job' }).click();
  await expect(detail.getByRole('button', { name: 'Saved — remove' })).toBeVisible();

  await page.goto('/careers/saved-jobs');
  await expect(page.getByRole('heading', { name: 'Saved jobs', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Remove ${title} from saved jobs` }).click();
  await expect(page.getByText('You have not saved any jobs yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('You have not saved any jobs yet')).toBeVisible();
});

test('the job cart panel lists what was added and removes it', async ({ page, freshCandidate }) => {
  await freshCandidate({ termsAccepted: true, onboarded: true });
  await page.goto('/careers?query=engineer');
  const detail = page.getByRole('region', { name: 'Job details' });
  const title = (await detail.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const changed = page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        window.addEventListener(
          'careers:job-cart-changed',
          (event) => {
            resolve((event as CustomEvent<{ positionIds: number[] }>).detail.positionIds);
          },
          { once: true },
        );
      }),
  );
  await detail.getByRole('button', { name: 'Add to job cart' }).click();
  const pid = Number(new URL(page.url()).searchParams.get('pid'));
  expect(await changed).toEqual([pid]);

  await page.getByRole('button', { name: 'Job cart, 1 job' }).click();
  const panel = page.getByRole('dialog', { name: 'Job cart' });
  await expect(panel.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: `Apply to ${title}` })).toHaveAttribute(
    'href',
    new RegExp(`/careers/apply\\?pid=${pid}`),
  );
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: `Remove ${title} from the job cart` }).click();
  await expect(
    panel.getByText('Add jobs from the search to apply to them one after another.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail.getByRole('button', { name: 'Add to job cart' })).toBeVisible();
});
