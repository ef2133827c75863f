import { devNotifyCall } from '@careers/contracts';
import type { Page } from '@playwright/test';
import { postOrFail } from './fixtures/api-login';
import { expectNoAxeViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';

// The bell (docs/product/notifications-and-alerts.md) on real notifications, created the way
// `careers notify` creates them (the dev call runs the same service while the server holds the
// embedded database).

type Note = {
  category: 'offer' | 'interview' | 'general';
  message: string;
  url?: string;
  actionRequired?: boolean;
};

async function notify(page: Page, email: string, csrfToken: string, notes: Note[]) {
  for (const note of notes) {
    await postOrFail(
      page,
      devNotifyCall,
      { body: { domain: 'northwind.example', email, ...note } },
      csrfToken,
    );
  }
}

const NOTES: Note[] = [
  { category: 'general', message: 'Welcome aboard.', url: '/careers/saved-jobs' },
  { category: 'interview', message: 'Your interview is on Monday.' },
  {
    category: 'offer',
    message: 'Please sign your <b>offer</b>.',
    url: '/careers/saved-jobs?tab=1',
    actionRequired: true,
  },
];

test('the bell at 1280 px: counter, dropdown, tabs by keyboard, and following a card keeps the query', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  await notify(page, email, csrfToken, NOTES);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/careers?query=nurse&hl=en');

  const bell = page.getByRole('button', { name: 'Notifications, 3 unread' });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('notification-count')).toHaveText('3');
  await expectNoAxeViolations(page);

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  // The dropdown (the dialog's popover, with its border) is 480 px wide.
  expect((await panel.locator('xpath=..').boundingBox())?.width).toBe(480);
  // Opening zeroes the counter and marks everything viewed, on the server too.
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await expect(panel.getByRole('link')).toHaveCount(2);
  // Text, never HTML.
  await expect(panel.getByText('Please sign your <b>offer</b>.')).toBeVisible();
  await expect(panel.getByText('Action required', { exact: true }).first()).toBeVisible();
  await expect(panel.getByText('Unread')).toHaveCount(3);
  await expectNoAxeViolations(page);

  // Arrow keys move between the tabs.
  await panel.getByRole('tab', { name: 'All' }).focus();
  await page.keyboard.press('ArrowRight');
  const actionTab = panel.getByRole('tab', { name: 'Action required' });
  await expect(actionTab).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('tabpanel')).toContainText('Please sign your <b>offer</b>.');
  await expect(panel.getByRole('tabpanel')).not.toContainText('Welcome aboard.');
  await page.keyboard.press('ArrowLeft');
  await expect(panel.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

  // Escape closes it and focus returns to the bell.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: /^Notifications, 0 unread$/ })).toBeFocused();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();

  await page.getByRole('button', { name: 'Notifications, 0 unread' }).click();
  await page.getByRole('link', { name: /Welcome aboard\./ }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/careers/saved-jobs' &&
      url.searchParams.get('query') === 'nurse' &&
      url.searchParams.get('hl') === 'en',
  );
  await expect(page.getByRole('heading', { name: 'Saved jobs', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Notifications, 0 unread' }).click();
  const card = page.getByRole('link', { name: /Welcome aboard\./ });
  await expect(card.getByText('Unread')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('Unread')).toHaveCount(
    2,
  );
});

test('a click whose mark fails is reverted; mark all as read; the empty state', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  await page.goto('/careers');
  await page.getByRole('button', { name: 'Notifications, 0 unread' }).click();
  await expect(page.getByText("You're all caught up!")).toBeVisible();
  await page.keyboard.press('Escape');

  await notify(page, email, csrfToken, [
    { category: 'interview', message: 'Your interview moved.' },
  ]);
  await page.reload();
  // The network drops the mark: the card shows unread again.
  await page.route('**/api/pcsx/notifications/*/mark_clicked', (route) => route.abort('failed'));
  const failed = page.waitForEvent('requestfailed', (request) =>
    request.url().includes('/mark_clicked'),
  );
  await page.getByRole('button', { name: /Notifications, 1 unread/ }).click();
  await page.getByRole('button', { name: /Your interview moved\./ }).click();
  await failed;
  await page.unroute('**/api/pcsx/notifications/*/mark_clicked');
  await page.getByRole('button', { name: /Notifications, 0 unread/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('Unread')).toHaveCount(1);

  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(panel.getByText('Unread')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.reload();
  await page.getByRole('button', { name: /Notifications, 0 unread/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('Unread')).toHaveCount(
    0,
  );
});

test('the dropdown is at most min(70vh, 600px) tall, its list scrolling inside', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const many: Note[] = Array.from({ length: 14 }, (_, index) => ({
    category: 'general',
    message: `Update number ${index + 1}: a message long enough to take a line or two in the panel.`,
  }));
  await notify(page, email, csrfToken, many);
  for (const [height, tallest] of [
    [1000, 600],
    [700, 490],
  ] as const) {
    await page.setViewportSize({ width: 1280, height });
    await page.goto('/careers?hl=en');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText('Update number 14', { exact: false })).toHaveCount(1);
    const dropdown = panel.locator('xpath=..');
    const box = await dropdown.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(tallest);
    // Fourteen cards fill it: it is exactly that tall, and the list scrolls.
    expect(box?.height).toBeGreaterThan(tallest - 1);
    const list = panel.getByRole('tabpanel');
    expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }
});

for (const [width, isFullScreen] of [
  [992, true],
  [993, false],
] as const) {
  test(`the bell at ${width} px opens ${isFullScreen ? 'full screen' : 'its dropdown'}`, async ({
    page,
    freshCandidate,
  }) => {
    await freshCandidate({ termsAccepted: true, onboarded: true });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/careers?hl=en');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    if (isFullScreen) expect(box).toMatchObject({ x: 0, y: 0, width, height: 900 });
    else expect((await panel.locator('xpath=..').boundingBox())?.width).toBe(480);
  });
}

for (const width of [800, 390]) {
  test(`the bell opens full screen at ${width} px, in Arabic too`, async ({
    page,
    freshCandidate,
  }) => {
    const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
    await notify(page, email, csrfToken, NOTES);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/careers?hl=ar');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /الإشعارات/ }).click();
    const panel = page.getByRole('dialog', { name: 'الإشعارات' });
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width, height: 900 });
    await expect(panel.getByRole('tab', { name: 'إجراء مطلوب' })).toBeVisible();
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'إغلاق الإشعارات' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: /الإشعارات/ })).toBeFocused();
  });
}

test('a card whose link names a section scrolls to it once the page has drawn it', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  await notify(page, email, csrfToken, [
    {
      category: 'interview',
      message: 'See the skills asked for.',
      url: '/careers?query=nurse#position-skills',
    },
  ]);
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/careers/saved-jobs');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await page.getByRole('link', { name: /See the skills asked for\./ }).click();
  await expect(page).toHaveURL(/\/careers\?.*query=nurse.*#position-skills$/);
  // The detail loads after the page; the lookup waits for the section, then scrolls to it.
  await expect(page.locator('#position-skills')).toBeInViewport();
});
