import { expectNoAxeViolations } from './fixtures/axe';
import { newCandidateEmail } from './fixtures/demo';
import { linkIn, waitForMail } from './fixtures/mailbox';
import { expect, test } from './fixtures/test';

// Job alerts from the search page (docs/product/notifications-and-alerts.md) — a candidate saves
// the search, a visitor subscribes with an address they confirm through the mailed link (double
// opt-in), and the link in every alert mail unsubscribes without login.

test('a candidate saves the search as a job alert, sees it on the job alerts page and deletes it', async ({
  page,
  freshCandidate,
}) => {
  await freshCandidate({ termsAccepted: true, onboarded: true });
  await page.goto('/careers?query=nurse&location=Berlin');
  await page.getByRole('button', { name: 'Get job alerts' }).click();
  await expect(
    page.getByText("Job alert saved. We'll e-mail you new jobs that match this search."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Job alert on' }).click();

  await expect(page.getByRole('heading', { name: 'Job alerts', level: 1 })).toBeVisible();
  const alert = page.getByRole('link', { name: '“nurse” in Berlin' });
  await expect(alert).toHaveAttribute('href', /\/careers\?.*query=nurse/);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Delete the job alert “nurse” in Berlin' }).click();
  await expect(page.getByText('You have no job alerts yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('You have no job alerts yet')).toBeVisible();

  // The search offers it again.
  await page.goto('/careers?query=nurse&location=Berlin');
  await expect(page.getByRole('button', { name: 'Get job alerts' })).toBeVisible();
});

test('a visitor subscribes, confirms through the mailed link, and unsubscribes', async ({
  page,
}, testInfo) => {
  const email = newCandidateEmail(testInfo.workerIndex);
  await page.goto('/careers?query=engineer');
  await page.getByRole('button', { name: 'Get job alerts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get new jobs by e-mail' });
  await expect(dialog.getByText('Northwind uses your e-mail address only')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'E-mail address' }).fill('not-an-address');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByRole('textbox', { name: 'E-mail address' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(dialog.getByText('Enter a valid e-mail address')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `Check your inbox: we sent a link to ${email}. Your alert starts once you confirm it.`,
  );

  const mail = await waitForMail(page.request, email, /^Confirm your job alert at Northwind$/);
  await page.goto(linkIn(mail, '/careers/job-alerts'));
  await expect(page.getByText('Confirm that you want e-mails about new jobs')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm my job alert' }).click();
  await expect(page.getByText('Your job alert is on')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the jobs' })).toHaveAttribute(
    'href',
    /query=engineer/,
  );
  const confirmLink = page.url();

  // Whoever confirmed may leave at once; every digest carries the same kind of link.
  await page.getByRole('link', { name: 'Changed your mind? Unsubscribe' }).click();
  await expect(page.getByText('Unsubscribe from this job alert?')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByText("You're unsubscribed")).toBeVisible();
  // Idempotent: the same link again says the same.
  await page.reload();
  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByText("You're unsubscribed")).toBeVisible();

  // The confirmation link is spent.
  await page.goto(confirmLink);
  await page.getByRole('button', { name: 'Confirm my job alert' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This link is not valid or has already been used.',
  );
});
