import type { Page } from '@playwright/test';
import {
  changeJobCartCall,
  draftApplicationsCall,
  keysToCamel,
  saveDraftApplicationCall,
  searchCall,
  uploadFileCall,
} from '@careers/contracts';
import { postOrFail } from './fixtures/api-login';
import { expectNoAxeViolations } from './fixtures/axe';
import { NORTHWIND, newCandidateEmail } from './fixtures/demo';
import { waitForLoginCode, countMailTo } from './fixtures/mailbox';
import { expect, test } from './fixtures/test';

// Applying end to end (docs/product/apply-and-drafts.md) — drafts kept on the server and resumed, a
// refusal from the server shown on its question, a visitor confirming their e-mail with the login
// code, and drafts deleted from the applications page.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');

async function openPosition(
  page: Page,
  query: string,
  index = 0,
): Promise<{ id: number; name: string }> {
  const answer = await page.request.get(
    `${searchCall.path}?domain=${NORTHWIND.domain}&query=${query}&location=`,
  );
  const { data } = keysToCamel(await answer.json()) as {
    data: { positions: { id: number; name: string }[] };
  };
  const position = data.positions[index];
  if (!position) throw new Error(`No open position for ${query}`);
  return position;
}

// Everything the demo form asks for but the consent: as a draft saved from another device.
async function saveAlmostCompleteDraft(page: Page, csrfToken: string, pid: number) {
  const uploaded = await postOrFail(
    page,
    uploadFileCall,
    { body: { domain: NORTHWIND.domain, name: 'cv.pdf', type: 'application/pdf', content: PDF } },
    csrfToken,
  );
  const { data: file } = keysToCamel(await uploaded.json()) as {
    data: { fileId: string; size: number };
  };
  const values = {
    firstName: 'Robin',
    lastName: 'Tester',
    phone: '+1 4155550123',
    country: 'US',
    region: 'CA',
    resume: [
      { uid: 'r1', name: 'cv.pdf', size: file.size, type: 'application/pdf', fileId: file.fileId },
    ],
    skills: ['Python'],
    workAuthorized: 'yes',
    relocate: 'no',
    startDate: '2031-01-15',
  };
  await postOrFail(
    page,
    saveDraftApplicationCall,
    {
      body: {
        domain: NORTHWIND.domain,
        positionId: String(pid),
        valuesJson: JSON.stringify(values),
      },
    },
    csrfToken,
  );
}

test('a draft is saved as the candidate types, resumed after the tab closes, and submitted once', async ({
  page,
  context,
  freshCandidate,
}) => {
  const { csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const position = await openPosition(page, 'designer');
  await saveAlmostCompleteDraft(page, csrfToken, position.id);

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`/careers/apply?pid=${position.id}`);
  await expect(page.getByRole('heading', { name: position.name, level: 1 })).toBeVisible();
  await expect(page.getByText(/Welcome back: your draft from .* is restored\./)).toBeVisible();
  // Performance: the apply page loads no map, chat or PDF code.
  // A chunk is named for its module, then an 8-character content hash that may spell anything.
  const chunkName = (url: string) =>
    (new URL(url).pathname.split('/').pop() ?? '').replace(/-[\w-]{8}\.js$/, '');
  expect(scripts.filter((url) => /pdf|map|maplibre|chat/i.test(chunkName(url)))).toEqual([]);
  await expect(page.getByLabel('First name')).toHaveValue('Robin');
  await page.getByLabel('City', { exact: true }).fill('Oakland');
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.close();

  // Another tab later: the answers are back.
  const again = await context.newPage();
  await again.goto(`/careers/apply?pid=${position.id}`);
  await expect(again.getByLabel('City', { exact: true })).toHaveValue('Oakland');
  await expect(again.getByText('cv.pdf')).toBeVisible();

  // The server refuses what the browser cannot know: a file that is no longer there.
  await again.route('**/api/pcsx/applications', async (route) => {
    const body = route.request().postDataJSON() as { values_json: string };
    const values = JSON.parse(body.values_json) as { resume: { fileId: string }[] };
    values.resume = values.resume.map((file) => ({
      ...file,
      fileId: '00000000-0000-4000-8000-000000000000',
    }));
    await route.continue({
      postData: JSON.stringify({ ...body, values_json: JSON.stringify(values) }),
    });
  });
  const submit = again.getByRole('button', { name: 'Submit application' });
  await submit.click();
  // The consent is still missing: the browser says so first.
  const consent = again.getByRole('checkbox', {
    name: /I agree that Northwind keeps my application data/,
  });
  await expect(consent).toBeFocused();
  await again.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await submit.click();
  await expect(
    again.getByText('This file could not be found. Please upload it again.'),
  ).toBeVisible();
  // Injected on its question, and focused there (docs/product/forms-toolkit.md).
  await expect(again.locator(':focus')).toHaveText('Choose file');
  await again.unroute('**/api/pcsx/applications');

  // A double click stores one application. While it is on its way (held here until the page has
  // been looked at) the page waits under the toolkit's loader, the rest of it inert.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await again.route('**/api/pcsx/applications', async (route) => {
    await held;
    await route.continue();
  });
  await submit.dblclick();
  await expect(again.locator('[role="status"][aria-busy="true"]')).toBeVisible();
  expect(
    await again.evaluate(() =>
      [...document.body.children]
        .filter((element) => element.querySelector('form'))
        .every((element) => element.hasAttribute('inert')),
    ),
  ).toBe(true);
  release();
  await expect(
    again.getByRole('heading', { name: 'Application submitted', level: 1 }),
  ).toBeVisible();
  await expect(again.locator('[role="status"][aria-busy="true"]')).toHaveCount(0);
  await again.unroute('**/api/pcsx/applications');
  await expect(again.getByText('We sent you a confirmation by e-mail.')).toBeVisible();
  await expectNoAxeViolations(again);

  await again.goto('/careers/applications');
  await expect(again.getByRole('heading', { name: 'Submitted applications' })).toBeVisible();
  await expect(again.getByText(position.name, { exact: true })).toHaveCount(1);
  const drafts = await again.request.get(
    `${draftApplicationsCall.path}?domain=${NORTHWIND.domain}`,
  );
  expect(JSON.stringify(await drafts.json())).not.toContain(`"position_id":${position.id}`);

  // Back on its apply page: already applied, not a form.
  await again.goto(`/careers/apply?pid=${position.id}`);
  await expect(
    again.getByRole('heading', { name: 'You applied to this job', level: 1 }),
  ).toBeVisible();
});

test('a visitor confirms their e-mail with the login code, and the form opens for their account', async ({
  page,
}, testInfo) => {
  // A login by code, the terms and a reload: more steps than most journeys.
  test.slow();
  const position = await openPosition(page, 'engineer', 1);
  await page.goto(`/careers/apply?pid=${position.id}`);
  await expect(page.getByRole('heading', { name: 'Start with your e-mail address' })).toBeVisible();
  await expectNoAxeViolations(page);
  const email = newCandidateEmail(testInfo.workerIndex);
  const seen = await countMailTo(page.request, email);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await waitForLoginCode(page.request, email, seen);
  const start = page.getByRole('region', { name: 'Start with your e-mail address' });
  await start.getByLabel('Login code').fill(code);
  await start.getByRole('button', { name: 'Log in' }).click();
  // A new account meets the terms first.
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('heading', { name: position.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
});

test('a closed or unknown job gets a page that says so', async ({ page }) => {
  await page.goto('/careers/apply?pid=99999999');
  await expect(
    page.getByRole('heading', { name: 'This job does not exist', level: 1 }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('drafts are deleted from the applications page at once, and restored when that fails', async ({
  page,
  freshCandidate,
}) => {
  const { csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const first = await openPosition(page, 'nurse');
  const second = await openPosition(page, 'analyst');
  for (const position of [first, second]) {
    await postOrFail(
      page,
      saveDraftApplicationCall,
      {
        body: {
          domain: NORTHWIND.domain,
          positionId: String(position.id),
          valuesJson: JSON.stringify({ city: 'Boston' }),
        },
      },
      csrfToken,
    );
  }
  await page.goto('/careers/applications');
  await expect(page.getByRole('heading', { name: 'Drafts you can finish' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Delete draft for ${first.name}` }).click();
  await expect(page.getByText('Deleted draft application')).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete draft for ${first.name}` })).toHaveCount(0);

  // The network fails: the draft comes back, and the candidate is told.
  await page.route('**/api/pcsx/draft_applications', (route) =>
    route.request().method() === 'DELETE' ? route.abort() : route.continue(),
  );
  await page.getByRole('button', { name: `Delete draft for ${second.name}` }).click();
  await expect(page.getByText('Failed to delete draft application')).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete draft for ${second.name}` })).toBeVisible();
});

test('the job cart’s jobs are applied to one after another, the answers carried to the next', async ({
  page,
  freshCandidate,
}) => {
  const { csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const first = await openPosition(page, 'engineer', 2);
  const second = await openPosition(page, 'engineer', 3);
  await postOrFail(
    page,
    changeJobCartCall,
    {
      body: {
        domain: NORTHWIND.domain,
        pids: [String(first.id), String(second.id)],
        operation: 'add',
      },
    },
    csrfToken,
  );
  await saveAlmostCompleteDraft(page, csrfToken, first.id);
  await page.goto(`/careers/apply?pid=${first.id}`);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
  await expect(page.getByText('1 more job in your job cart')).toBeVisible();
  await page.getByRole('link', { name: `Apply to ${second.name}` }).click();
  await expect(page.getByRole('heading', { name: second.name, level: 1 })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Robin');
  await expect(page.getByText('cv.pdf')).toBeVisible();
});
