import {
  devApplicationCall,
  devFollowUpCall,
  keysToCamel,
  type CallInput,
} from '@careers/contracts';
import type { Page } from '@playwright/test';
import { postOrFail } from './fixtures/api-login';
import { expectNoAxeViolations } from './fixtures/axe';
import { NORTHWIND } from './fixtures/demo';
import { linkIn, waitForMail } from './fixtures/mailbox';
import { expect, test } from './fixtures/test';

// An application never goes silent (docs/product/application-follow-up.md): its stages with the
// date to expect an update, its timeline, a question answered by the recruiting team, the
// reminder of an unfinished draft, and "How was it?" — on the real server and database, the
// employer's side through the demo's dev calls (what the CLI does).

async function apply(page: Page, email: string, csrfToken: string): Promise<string> {
  const response = await postOrFail(
    page,
    devApplicationCall,
    { body: { domain: NORTHWIND.domain, email, interview: null, interviewOffer: null } },
    csrfToken,
  );
  return (keysToCamel(await response.json()) as { data: { applicationId: string } }).data
    .applicationId;
}

type FollowUp = Partial<CallInput<typeof devFollowUpCall>['body']>;

async function followUp(page: Page, email: string, csrfToken: string, body: FollowUp) {
  await postOrFail(
    page,
    devFollowUpCall,
    {
      body: {
        domain: NORTHWIND.domain,
        email,
        reply: null,
        move: null,
        ageHours: null,
        ...body,
      },
    },
    csrfToken,
  );
}

const day = (at: Date, locale = 'en') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(at);

test('the applications list and the application’s page show the stages and when to expect an update', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const id = await apply(page, email, csrfToken);
  const expected = day(new Date(Date.now() + 10 * 24 * 3_600_000));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/careers/applications');
  const stages = page.getByRole('list', { name: /^Stages of your application for / });
  await expect(stages.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
  await expect(stages.getByRole('listitem').first()).toContainText(
    'Application received, current stage',
  );
  await expect(page.getByText(`Expect an update by ${expected}`)).toBeVisible();
  await expect(page.getByText('We aim to reply within 10 days')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /^View application for / }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/applications/${id}`));
  await expect(
    page.getByRole('heading', { level: 2, name: 'Where your application stands' }),
  ).toBeVisible();
  await expect(page.getByText('The recruiting team has your application.')).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(1);
  await expect(timeline.getByRole('listitem').first()).toContainText('Submitted');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
});

test('in Arabic, right to left, at 390 px', async ({ page, freshCandidate }) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const id = await apply(page, email, csrfToken);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/careers/applications/${id}?hl=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'أين وصل طلبك' })).toBeVisible();
  await expect(page.getByText('توقّع تحديثًا بحلول', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'أسئلة لفريق التوظيف' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a question asked on the page is answered by the recruiting team, with a mail and a read receipt', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const id = await apply(page, email, csrfToken);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/careers/applications/${id}`);
  const conversation = page.getByRole('region', { name: 'Questions for the recruiting team' });
  await expect(conversation.getByText('No questions yet.')).toBeVisible();
  await conversation
    .getByRole('textbox', { name: 'Your question' })
    .fill('Is the role open to part-time? <script>alert(1)</script>');
  await conversation.getByRole('button', { name: 'Send question' }).click();
  await expect(page.getByText('Your question was sent to the recruiting team.')).toBeVisible();
  const messages = conversation.getByRole('list', { name: 'Messages about this application' });
  await expect(
    messages.getByText('Is the role open to part-time? <script>alert(1)</script>'),
  ).toBeVisible();
  await expect(messages.getByText(/· Sent$/)).toBeVisible();

  await followUp(page, email, csrfToken, {
    reply: { applicationId: id, text: 'Yes: 30 hours a week is possible.' },
  });
  const mail = await waitForMail(page.request, email, /New notification from/);
  expect(mail.text).toContain('The recruiting team answered your question about');
  await page.goto(linkIn(mail, `/careers/applications/${id}`));
  await expect(messages.getByText('Yes: 30 hours a week is possible.')).toBeVisible();
  // The team read the question when it answered.
  await expect(messages.getByText(/· Read /)).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('You asked a question')).toBeVisible();
  await expect(timeline.getByText('The recruiting team answered')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unfinished draft is remembered once by e-mail, whose link opens it', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  await page.goto('/careers');
  await page.getByRole('link', { name: /Apply/ }).first().click();
  const firstName = page.getByRole('textbox', { name: /First name/ });
  await firstName.fill('Robin');
  await expect(page.getByText(/Draft saved|Saved/).first()).toBeVisible();
  const applyUrl = new URL(page.url());

  await followUp(page, email, csrfToken, { ageHours: 25 });
  const mail = await waitForMail(page.request, email, /Pick up where you left off/);
  expect(mail.text).toMatch(/Pick up where you left off — \d+ of \d+ sections done/);
  await followUp(page, email, csrfToken, { ageHours: 25 });
  await page.goto(linkIn(mail, '/careers/apply'));
  expect(new URL(page.url()).searchParams.get('pid')).toBe(applyUrl.searchParams.get('pid'));
  await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue('Robin');
});

test('after a rejection with its reason, "How was it?" is answered once, and open jobs are offered', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const id = await apply(page, email, csrfToken);
  await followUp(page, email, csrfToken, {
    move: { applicationId: id, status: 'Rejected', reasonId: 'positionFilled' },
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/careers/applications/${id}`);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Not selected')).toBeVisible();
  await expect(timeline.getByText('Reason: We have filled this position.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'What next' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a job alert' })).toBeVisible();

  const survey = page.getByRole('region', { name: 'How was your experience of applying?' });
  // The star drawn over the radio takes the click, as it does for a person.
  await survey.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await survey.getByRole('textbox', { name: /Anything to add/ }).fill('Clear and quick.');
  await expectNoAxeViolations(page);
  await survey.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Thank you for telling us how applying went.')).toBeVisible();
  await expect(survey).toHaveCount(0);
  await expect(timeline.getByText('You said how applying went')).toBeVisible();
});
