import type { Page } from '@playwright/test';
import { profileEditCall } from '@careers/contracts';
import { postOrFail } from './fixtures/api-login';
import { expectNoAxeViolations } from './fixtures/axe';
import { NORTHWIND } from './fixtures/demo';
import { expect, test } from './fixtures/test';

// The chat says it is an automated assistant, "Automation and your data" says what is automated,
// and a candidate turns match scores and "Recommended for you" off and on again
// (docs/product/match-and-chat.md).

const panel = (page: Page) => page.getByRole('complementary', { name: 'Job assistant' });
const match = (page: Page) => page.getByRole('region', { name: 'How you match' });
const SCORES = 'Show match scores and “Recommended for you”';
const scoresSwitch = (page: Page) => page.getByRole('switch', { name: SCORES });
// The switch's input is visually hidden: a person presses its label.
const pressScoresSwitch = (page: Page) => page.getByText(SCORES, { exact: true }).click();

async function sortOptions(page: Page) {
  await page.getByRole('button', { name: /Sort by/ }).click();
  await expect(page.getByRole('option', { name: 'Newest' })).toBeVisible();
  const names = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return names;
}

test('the chat discloses it is automated, links the page, and match scores turn off and on', async ({
  page,
  freshCandidate,
}) => {
  const { csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  // A skill on the profile, so every job has a score.
  await postOrFail(
    page,
    profileEditCall,
    {
      body: {
        domain: NORTHWIND.domain,
        opSection: 'skills',
        operation: 'add',
        opData: { value: 'Patient care' },
      },
    },
    csrfToken,
  );
  await page.goto('/careers?query=nurse');
  await expect(match(page).getByText(/^\d(\.5)? of 5$/)).toBeVisible();
  expect(await sortOptions(page)).toContain('Recommended for you');

  // The chat says, in its header and its first message, that it is automated and how it answers.
  await page.getByRole('button', { name: 'Ask the job assistant' }).click();
  await expect(panel(page)).toContainText(
    'Automated assistant Answers come from set rules, not a language model.',
  );
  await expect(panel(page)).toContainText(
    'I am an automated assistant, not a person, and no language model writes my answers: I answer with set rules from the jobs on this site.',
  );
  await page.screenshot({ path: '/tmp/shots/item8/chat-en-1280.png' });
  await panel(page).getByRole('link', { name: 'Automation and your data' }).click();
  await expect(page).toHaveURL(/\/careers\/automation/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Automation and your data' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'Northwind does not see your match score, and does not see whether a job was recommended to you.',
  );

  // Off in settings: no score and no "Recommended for you" on the search page.
  await page.getByRole('link', { name: 'Go to my settings' }).click();
  await expect(page).toHaveURL(/\/careers\/settings/);
  await expect(scoresSwitch(page)).toBeChecked();
  await pressScoresSwitch(page);
  await expect(scoresSwitch(page)).not.toBeChecked();
  await page.reload();
  await expect(scoresSwitch(page)).not.toBeChecked();
  await page.goto('/careers?query=nurse');
  await expect(
    match(page).getByText('You turned match scores off, so none are worked out for you.'),
  ).toBeVisible();
  await expect(match(page).getByText(/ of 5$/)).toHaveCount(0);
  expect(await sortOptions(page)).not.toContain('Recommended for you');

  // On again: the score and the sort are back.
  await match(page).getByRole('link', { name: 'Turn them on in my settings' }).click();
  await expect(page).toHaveURL(/\/careers\/settings/);
  await pressScoresSwitch(page);
  await expect(scoresSwitch(page)).toBeChecked();
  await page.goto('/careers?query=nurse');
  await expect(match(page).getByText(/^\d(\.5)? of 5$/)).toBeVisible();
  expect(await sortOptions(page)).toContain('Recommended for you');
});

test('the footer links the page, open to visitors', async ({ page }) => {
  await page.goto('/careers');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Automation and your data' })
    .click();
  await expect(page).toHaveURL(/\/careers\/automation/);
  await expect(page.getByRole('heading', { level: 2, name: 'What is automated' })).toBeVisible();
});

test('the chat panel says it in Arabic too, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/careers?hl=ar');
  await page.getByRole('button', { name: 'اسأل مساعد الوظائف' }).click();
  const chat = page.getByRole('complementary', { name: 'مساعد الوظائف' });
  await expect(chat).toContainText('مساعد آلي');
  await expect(chat).toContainText('أنا مساعد آلي، لست شخصًا');
  await expect(chat.getByRole('link', { name: 'الأتمتة وبياناتك' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/item8/chat-ar-390.png' });
});

for (const [width, locale, heading] of [
  [1280, 'en', 'Automation and your data'],
  [390, 'en', 'Automation and your data'],
  [390, 'de', 'Automatisierung und Ihre Daten'],
  [1280, 'ar', 'الأتمتة وبياناتك'],
  [390, 'ar', 'الأتمتة وبياناتك'],
] as const) {
  test(`the page is axe clean at ${width} px in ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/careers/automation?hl=${locale}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: `/tmp/shots/item8/automation-${locale}-${width}.png`,
      fullPage: true,
    });
  });
}
