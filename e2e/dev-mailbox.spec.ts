import { expect, test } from './fixtures/test';
import { NORTHWIND, newCandidateEmail } from './fixtures/demo';
import { readMailbox } from './fixtures/mailbox';

// In demo mode the outbox's mail shows at /dev/mailbox and /api/dev/mailbox.
test('a requested code shows in the dev mailbox', async ({ page, request }, testInfo) => {
  const email = newCandidateEmail(testInfo.workerIndex);
  await page.goto('/careers?show_login_modal=1');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();

  const subject = `Your login code for ${NORTHWIND.company} careers`;
  await expect
    .poll(async () => (await readMailbox(request)).find((message) => message.to === email))
    .toMatchObject({
      subject,
      text: expect.stringMatching(/Your code is \d{6}\. It expires in 10 minutes\./),
    });

  await page.goto('/dev/mailbox');
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText(subject).first()).toBeVisible();
});
