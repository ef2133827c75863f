import { loginThroughApi } from './fixtures/api-login';
import { expectNoAxeViolations } from './fixtures/axe';
import { ALEX, NORTHWIND } from './fixtures/demo';
import { dashboardApplicationsCall, draftApplicationsCall, keysToCamel } from '@careers/contracts';
import { expect, test } from './fixtures/test';

// A form filled in, saved in progress, completed and then read-only; the forms center
// (docs/product/apply-and-drafts.md) lists it in each state. The demo's public form gives every
// fresh candidate one.

test('a form is saved for later, completed, and then shown read-only in the forms center', async ({
  page,
  freshCandidate,
}) => {
  await freshCandidate({ termsAccepted: true, onboarded: true });
  await page.goto('/careers/forms/center');
  await expect(page.getByRole('heading', { name: 'Forms center', level: 1 })).toBeVisible();
  await expect(page.getByText('No data found')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/careers/forms?form_id=talent-community');
  await expect(page.getByRole('heading', { name: 'Join our talent community' })).toBeVisible();
  const interests = page.getByLabel('What kind of work are you looking for?');
  await interests.fill('Product design for healthcare');
  await page.getByRole('button', { name: 'Save for later' }).click();
  await expect(page.getByText('Your answers are saved')).toBeVisible();

  await page.goto('/careers/forms/center');
  const toDo = page.getByRole('tabpanel');
  await expect(toDo.getByText('Join our talent community')).toBeVisible();
  await expect(toDo.getByText('In progress')).toBeVisible();
  await toDo.getByRole('link', { name: 'Continue Join our talent community' }).click();
  await expect(interests).toHaveValue('Product design for healthcare');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Thank you! Your form has been submitted.')).toBeVisible();
  await expect(page.getByText(/Submitted on /)).toBeVisible();
  // Read-only now.
  await expect(page.getByText('Product design for healthcare')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/careers/forms/center');
  await page.getByRole('tab', { name: /Completed/ }).click();
  await expect(page.getByRole('tabpanel').getByText('Join our talent community')).toBeVisible();
});

test('a visitor is asked to log in for a private form', async ({ page }) => {
  await page.goto('/careers/forms?form_id=tax-details');
  await expect(page.getByRole('heading', { name: 'Log in to open this form' })).toBeVisible();
  await expectNoAxeViolations(page);
});

// One login for Alex (the demo persona's per-address code limit is 5 per 15 minutes, and other
// journeys log Alex in too): every width and language in one journey.
test('apply, applications, the forms center and a form are axe clean at 390 and 1280 px, in en and ar', async ({
  page,
}) => {
  test.slow();
  await loginThroughApi(page, ALEX.email, NORTHWIND.domain);
  // Alex's forms center: a form in every status, and a partner's form in its frame.
  await page.goto('/careers/forms/center');
  const toDo = page.getByRole('tabpanel');
  for (const title of ['Emergency contact', 'All question types', 'Background check consent']) {
    await expect(toDo.getByText(title, { exact: true })).toBeVisible();
  }
  await toDo.getByRole('link', { name: 'Fill in Background check consent' }).click();
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('width', '800');
  await expect(frame).toHaveAttribute('height', '1132');
  await expect(
    page.frameLocator('iframe').getByRole('heading', { name: 'Background check consent' }),
  ).toBeVisible();
  // The colleague's referral in the applications tab (Northwind shows referrals), and on the
  // dashboard what Alex should do next, the document to sign first.
  await page.goto('/careers/applications');
  const referrals = page.getByRole('region', { name: 'Referrals' });
  await expect(referrals.getByText(/^Referred by Priya Shah /)).toBeVisible();
  await expect(referrals.getByRole('link', { name: /^Apply for / })).toBeVisible();
  await page.goto('/careers/dashboard');
  const nudges = page.getByRole('region', { name: 'What to do next' });
  await expect(nudges.getByRole('link').first()).toHaveText(/^Sign “.+” for /);
  await expect(nudges.getByText('Action required').first()).toBeVisible();
  const answer = await page.request.get(
    `${dashboardApplicationsCall.path}?domain=${NORTHWIND.domain}`,
  );
  const { data } = keysToCamel(await answer.json()) as {
    data: { applications: { positionId: number }[] };
  };
  const applied = data.applications[0]?.positionId;
  const drafts = await page.request.get(`${draftApplicationsCall.path}?domain=${NORTHWIND.domain}`);
  const open = (
    keysToCamel(await drafts.json()) as {
      data: { draftApplications: { positionId: number; position: { archivedAt: number } }[] };
    }
  ).data.draftApplications.find((draft) => draft.position.archivedAt < 0)?.positionId;
  const paths = [
    '/careers/dashboard',
    `/careers/apply?pid=${String(open)}`,
    // Applied: the confirmation's page.
    `/careers/apply?pid=${String(applied)}`,
    '/careers/applications',
    '/careers/forms/center',
    '/careers/forms?form_id=emergency-contact',
  ];
  for (const [width, locale] of [
    [390, 'en'],
    [390, 'ar'],
    [1280, 'ar'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}hl=${locale}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
  }
});
