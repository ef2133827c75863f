import { devApplicationCall, keysToCamel } from '@careers/contracts';
import type { Page } from '@playwright/test';
import { postOrFail } from './fixtures/api-login';
import { expectNoAxeViolations } from './fixtures/axe';
import { NORTHWIND } from './fixtures/demo';
import { loginAs, loginDialog } from './fixtures/login';
import { linkIn, waitForMail } from './fixtures/mailbox';
import { expect, test } from './fixtures/test';

// Interviews the candidate books (docs/product/interviews.md): times offered as the employer's
// CLI offers them, chosen, moved and cancelled on the real server and database.

type Offer = {
  inHours?: number[];
  interview?: { inMinutes: number; durationMinutes: number; joinUrl: string | null };
};

async function offerTimes(page: Page, email: string, csrfToken: string, offer: Offer = {}) {
  const response = await postOrFail(
    page,
    devApplicationCall,
    {
      body: {
        domain: NORTHWIND.domain,
        email,
        ...(offer.interview
          ? { interview: offer.interview }
          : {
              interviewOffer: {
                inHours: offer.inHours ?? [50, 51, 52, 74],
                durationMinutes: 45,
                interviewers: ['Dana Reyes', 'Sam Lee'],
                interviewerTimeZone: 'Europe/Berlin',
                bookByInHours: null,
              },
            }),
      },
    },
    csrfToken,
  );
  const { interviewId } = (keysToCamel(await response.json()) as { data: { interviewId: number } })
    .data;
  return interviewId;
}

const bookingPath = (id: number) => `/careers/interviews/${id}/book`;

// Hours from the server's current hour to 09:00 two days on, in this machine's time zone (the
// browser's too). The page groups times by day, so times meant to sit side by side in one day's
// list must not straddle midnight, whatever the hour the test runs at.
function hoursToMorningAfterNext(): number {
  const now = new Date();
  const morning = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 2, 9);
  const hour = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
  return Math.round((morning.getTime() - hour) / 3_600_000);
}

test('books a time from the "Choose a time" e-mail, signing in on the way, then adds it to a calendar', async ({
  page,
  browser,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const id = await offerTimes(page, email, csrfToken);
  const mail = await waitForMail(page.request, email, /New notification from/);
  expect(mail.text).toContain('invites you to an interview for');
  const link = linkIn(mail, bookingPath(id));
  expect(mail.text).toMatch(/Choose a time: https?:\/\//);

  // The link opens in a browser that is not logged in: the usual login, then the page.
  const context = await browser.newContext({ timezoneId: 'America/New_York' });
  const other = await context.newPage();
  await other.goto(link);
  await expect(loginDialog(other)).toBeVisible();
  await loginAs(other, email);
  await other.goto(link);
  await expect(other.getByRole('heading', { level: 2, name: 'Choose a time' })).toBeVisible();
  await expect(other.getByText('Interview with Dana Reyes, Sam Lee')).toBeVisible();
  await expect(other.getByRole('combobox', { name: 'Your time zone' })).toHaveValue(
    /America\/New_York/,
  );
  await expect(other.getByText(/^Interviewers' time zone: Europe\/Berlin/)).toBeVisible();
  await expectNoAxeViolations(other);

  const times = other.getByRole('option');
  await expect(times).toHaveCount(4);
  const chosen = (await times.first().getAttribute('aria-label')) ?? '';
  await times.first().click();
  const confirm = other.getByRole('dialog', { name: 'Book this time?' });
  await expect(confirm.getByText(chosen)).toBeVisible();
  await expectNoAxeViolations(other);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  // The dialog plays its closing animation over the booked page: wait until it has gone.
  await expect(confirm).toHaveCount(0);

  await expect(other.getByRole('heading', { name: 'Your interview is booked' })).toBeVisible();
  await expect(other.getByText(chosen)).toBeVisible();
  await expect(other.getByRole('link', { name: /^Add to calendar/ })).toHaveAttribute(
    'href',
    new RegExp(`/api/pcsx/dashboard/interviews/${id}/ics`),
  );
  await expect(other.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
  );
  await expect(other.getByRole('link', { name: /Outlook/ })).toHaveAttribute(
    'href',
    /^https:\/\/outlook\.office\.com\//,
  );
  const ics = await other.request.get(
    `/api/pcsx/dashboard/interviews/${id}/ics?domain=${NORTHWIND.domain}`,
  );
  expect(await ics.text()).toContain('SEQUENCE:0');
  await expectNoAxeViolations(other);

  // The interviews list no longer asks to choose.
  await other.goto('/careers/interviews');
  await expect(other.getByRole('link', { name: /^Choose a time for / })).toHaveCount(0);
  await context.close();
});

test('moves a booked interview to another time, then cancels it', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const id = await offerTimes(page, email, csrfToken);
  await page.goto(bookingPath(id));
  await page.getByRole('option').first().click();
  await page
    .getByRole('dialog', { name: 'Book this time?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByRole('heading', { name: 'Your interview is booked' })).toBeVisible();
  await expect(page.getByText('You can change the time 2 more times.')).toBeVisible();

  await page.getByRole('button', { name: 'Choose another time' }).click();
  const later = page.getByRole('option').last();
  const when = (await later.getAttribute('aria-label')) ?? '';
  await later.click();
  const move = page.getByRole('dialog', { name: 'Move your interview to this time?' });
  await move.getByLabel('Reason (optional)').fill('A clash with my notice period');
  await move.getByRole('button', { name: 'Confirm' }).click();
  await expect(move).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your interview is booked' })).toBeVisible();
  await expect(page.getByText(when)).toBeVisible();
  await expect(page.getByText('You can change the time 1 more time.')).toBeVisible();
  const ics = await page.request.get(
    `/api/pcsx/dashboard/interviews/${id}/ics?domain=${NORTHWIND.domain}`,
  );
  expect(await ics.text()).toContain('SEQUENCE:1');

  await page.getByRole('button', { name: 'Cancel interview' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this interview?' });
  await cancel.getByRole('button', { name: 'Cancel interview' }).click();
  await expect(page.getByText('You cancelled this interview.')).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('says why a booking can no longer change, and whom to contact', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  // Set by the employer two hours from now: inside the 24 hours' cut-off.
  const id = await offerTimes(page, email, csrfToken, {
    interview: { inMinutes: 120, durationMinutes: 30, joinUrl: 'https://meet.example/soon' },
  });
  await page.goto(bookingPath(id));
  await expect(page.getByRole('heading', { name: 'Your interview is booked' })).toBeVisible();
  await expect(
    page.getByText(
      'It is less than 24 hours before the interview, so the time can no longer be changed online.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose another time' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel interview' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('"None of these times work" sends the recruiting team a note', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const id = await offerTimes(page, email, csrfToken);
  await page.goto(bookingPath(id));
  await page.getByRole('button', { name: 'None of these times work' }).click();
  const dialog = page.getByRole('dialog', { name: 'None of these times work' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Tell us which times would suit you.')).toBeVisible();
  await dialog
    .getByLabel('Tell us which times would suit you')
    .fill('Weekday mornings next week, before 11:00.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByText('Thanks — we have passed your note to the recruiting team.'),
  ).toBeVisible();
  await expect(page.getByText('You asked for other times')).toBeVisible();
});

test('books by keyboard alone on a phone, in Arabic', async ({ page, freshCandidate }) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const morning = hoursToMorningAfterNext();
  const id = await offerTimes(page, email, csrfToken, {
    inHours: [morning, morning + 1, morning + 2],
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${bookingPath(id)}?hl=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'اختر موعدًا' })).toBeVisible();
  await expectNoAxeViolations(page);

  const times = page.getByRole('option');
  // Tab into the list of times, move to the second with the arrow key, choose it with Enter.
  for (let press = 0; press < 40; press++) {
    await page.keyboard.press('Tab');
    if (await times.first().evaluate((element) => element === document.activeElement)) break;
  }
  await expect(times.first()).toBeFocused();
  // Right to left, the next time is to the left.
  await page.keyboard.press('ArrowLeft');
  await expect(times.nth(1)).toBeFocused();
  const chosen = (await times.nth(1).getAttribute('aria-label')) ?? '';
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'هل تحجز هذا الموعد؟' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText(chosen)).toBeVisible();
  const confirmButton = confirm.getByRole('button', { name: 'تأكيد' });
  for (let press = 0; press < 10; press++) {
    if (await confirmButton.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(confirmButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'تم حجز مقابلتك' })).toBeVisible();
  await expect(page.getByText(chosen)).toBeVisible();
  await expectNoAxeViolations(page);
});
