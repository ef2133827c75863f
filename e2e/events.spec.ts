import { expectNoAxeViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';

// The employer's events (Northwind's demo ones) at /careers/events and in the dashboard's events
// tab: register, join link, cancel; past events without buttons (docs/product/dashboard.md).

test('a candidate registers for an event, sees its join link, and cancels', async ({
  page,
  freshCandidate,
}) => {
  await freshCandidate({ termsAccepted: true, onboarded: true });
  await page.goto('/careers/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const upcoming = page.getByRole('list', { name: 'Upcoming' });
  const webinar = 'Life in engineering at Northwind (webinar)';
  await expect(upcoming.getByRole('heading', { name: webinar })).toBeVisible();
  const past = page.getByRole('list', { name: 'Past events' });
  await expect(past.getByRole('heading', { name: 'Bay Area career fair' })).toBeVisible();
  await expect(past.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await upcoming.getByRole('button', { name: `Register for ${webinar}` }).click();
  await expect(page.getByText('You are registered.')).toBeVisible();
  await expect(upcoming.getByRole('link', { name: `Join online: ${webinar}` })).toHaveAttribute(
    'href',
    'https://meet.northwind.example/engineering-webinar',
  );
  await upcoming.getByRole('button', { name: `Cancel registration for ${webinar}` }).click();
  await expect(page.getByText('Your registration is cancelled.')).toBeVisible();
  await expect(upcoming.getByRole('button', { name: `Register for ${webinar}` })).toBeVisible();

  // The same list is the dashboard's events tab; in Arabic on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/careers/dashboard?hl=ar#events');
  await expect(page.getByRole('tab', { name: 'الفعاليات' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('button', { name: `سجّل في ${webinar}` })).toBeVisible();
  await expectNoAxeViolations(page);
});
