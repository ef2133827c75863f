import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';

// The chat assistant beside the search page, offline (no model configured), on the demo seed
// through the real server (docs/product/match-and-chat.md).

const panel = (page: Page) => page.getByRole('complementary', { name: 'Job assistant' });
const detail = (page: Page) => page.getByRole('region', { name: 'Job details' });
const conversation = (page: Page) => panel(page).getByRole('log');
// The conversation's own messages (not the job cards inside an answer).
const messages = (page: Page) => conversation(page).locator(':scope > ol > li');
const lastMessage = (page: Page) => messages(page).last();

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Ask the job assistant' }).click();
  await expect(panel(page).getByRole('textbox', { name: 'Message' })).toBeFocused();
}

async function say(page: Page, message: string) {
  await panel(page).getByRole('textbox', { name: 'Message' }).fill(message);
  await page.keyboard.press('Enter');
}

test('the chat finds jobs from a message and opens one beside it', async ({ page }) => {
  await page.goto('/careers');
  await openChat(page);
  await expect(panel(page)).toContainText('Hi! I can help you find a job at Northwind.');
  await say(page, 'remote engineering jobs');
  const answer = lastMessage(page);
  await expect(answer).toContainText(/I found these jobs\. Matching jobs: \d+\./);
  await expect(answer).toContainText('Searched for: Engineering, Remote');
  const card = answer.getByRole('link').first();
  const title = (await card.textContent()) ?? '';
  await card.click();
  await expect(page).toHaveURL(/filter_department=Engineering/);
  await expect(page).toHaveURL(/pid=\d+/);
  await expect(detail(page).getByRole('heading', { level: 2 })).toHaveText(title);

  // The open job is known: a question about it is answered from its fields.
  await say(page, 'Is it remote?');
  await expect(lastMessage(page)).toContainText(`Yes: ${title} can be done remotely.`);
  // The conversation lasts the session.
  await page.reload();
  await openChat(page);
  await expect(conversation(page)).toContainText('remote engineering jobs');
});

test('a vague wish gets a question and the fields to pick from, in German', async ({ page }) => {
  await page.goto('/careers?hl=de');
  await page.getByRole('button', { name: 'Jobassistent fragen' }).click();
  const chat = page.getByRole('complementary', { name: 'Jobassistent' });
  await chat.getByRole('textbox', { name: 'Nachricht' }).fill('Ich suche Arbeit');
  await page.keyboard.press('Enter');
  const answer = chat.getByRole('log').locator(':scope > ol > li').last();
  await expect(answer).toContainText('Welche Art von Arbeit suchen Sie?');
  await answer
    .getByRole('list', { name: 'Bereiche mit offenen Stellen' })
    .getByRole('button')
    .first()
    .click();
  await expect(chat.getByRole('log').locator(':scope > ol > li').last()).toContainText(
    'Diese Stellen habe ich gefunden.',
  );
});

test('the chat knows the job cart as it changes', async ({ page, freshCandidate }) => {
  await freshCandidate({ termsAccepted: true, onboarded: true });
  await page.goto('/careers?query=nurse');
  const title = (await detail(page).getByRole('heading', { level: 2 }).textContent()) ?? '';
  await openChat(page);
  await say(page, "what's in my job cart?");
  await expect(lastMessage(page)).toContainText('Your job cart is empty.');
  await page.setViewportSize({ width: 1400, height: 900 });
  await detail(page).getByRole('button', { name: 'Add to job cart' }).click();
  await expect(detail(page).getByRole('button', { name: 'Remove from job cart' })).toBeVisible();
  await say(page, "what's in my job cart?");
  const answer = lastMessage(page);
  await expect(answer).toContainText('In your job cart:');
  await expect(answer.getByRole('link', { name: title })).toBeVisible();
});

test('a visitor asking about their match is invited to log in', async ({ page }) => {
  await page.goto('/careers?query=nurse');
  await openChat(page);
  await say(page, 'how well do I match?');
  const answer = lastMessage(page);
  await expect(answer).toContainText('Log in to see how well your profile matches this job.');
  await expect(answer.getByRole('button', { name: 'Log in' })).toBeVisible();
});

for (const [width, locale] of [
  [1280, 'en'],
  [390, 'en'],
  [1280, 'ar'],
  [390, 'ar'],
] as const) {
  test(`the panel at ${width} px in ${locale}: beside or over the page, axe clean, Escape closes`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/careers?query=engineer&hl=${locale}`);
    const opener = page.locator('.chat-launcher button');
    await opener.click();
    const region = page.locator('aside.chat-panel');
    await expect(region).toBeVisible();
    await expect(region).toHaveCSS('z-index', '499');
    const box = await region.boundingBox();
    if (width > 992) {
      expect(box?.width).toBe(400);
      await expect(page.locator('#root')).toHaveCSS(
        locale === 'ar' ? 'padding-left' : 'padding-right',
        '400px',
      );
    } else {
      expect(box?.width).toBe(width);
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
    }
    await region.getByRole('textbox').fill(locale === 'ar' ? 'مرحبا' : 'engineer jobs in London');
    await page.keyboard.press('Enter');
    await expect(region.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(region.getByRole('log').locator(':scope > ol > li')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(region).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
}

// 992 px is still a tablet (992 px or less): the panel covers the page; 993 px is wide.
for (const [width, panelWidth] of [
  [992, 992],
  [993, 400],
] as const) {
  test(`the panel at exactly ${width} px is ${panelWidth} px wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/careers?query=engineer&hl=en');
    await page.locator('.chat-launcher button').click();
    const region = page.locator('aside.chat-panel');
    await expect(region).toBeVisible();
    expect(await region.boundingBox()).toMatchObject({ x: width - panelWidth, width: panelWidth });
    await expect(page.locator('#root')).toHaveCSS('padding-right', width > 992 ? '400px' : '0px');
  });
}
