import { readFile } from 'node:fs/promises';
import { profileEditCall } from '@careers/contracts';
import { loginThroughApi, postOrFail } from './fixtures/api-login';
import { expectNoAxeViolations } from './fixtures/axe';
import { NORTHWIND } from './fixtures/demo';
import { expect, test } from './fixtures/test';

// Settings — e-mail notifications, their language, and "download my data".

test('a candidate turns e-mail notifications off and downloads everything held about them', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  await postOrFail(
    page,
    profileEditCall,
    {
      body: {
        domain: NORTHWIND.domain,
        opSection: 'summary',
        operation: 'edit',
        opData: { value: 'Night-shift nurse who loves triage.' },
      },
    },
    csrfToken,
  );
  await page.goto('/careers/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const mail = page.getByRole('switch', { name: 'Also send my notifications by e-mail' });
  await expect(mail).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByText('Also send my notifications by e-mail').click();
  await expect(mail).not.toBeChecked();
  await page.reload();
  await expect(
    page.getByRole('switch', { name: 'Also send my notifications by e-mail' }),
  ).not.toBeChecked();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^my-data-northwind\.example-\d{4}-\d{2}-\d{2}\.json$/,
  );
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    email: string;
    tables: Record<string, Record<string, unknown>[]>;
  };
  expect(data.email).toBe(email);
  expect(data.tables.candidates?.[0]).toMatchObject({ email, notifyByEmail: false });
  expect(data.tables.candidate_profiles?.[0]).toMatchObject({
    summary: 'Night-shift nurse who loves triage.',
  });
  expect(data.tables.terms_attestations).toHaveLength(1);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);

  // Delete my account: asked once more, with the address typed out.
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
  await confirm.click();
  await page.waitForURL(/\/careers\?domain=northwind\.example$/);
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();

  // The same address logs in to a new, empty account.
  await loginThroughApi(page, email, NORTHWIND.domain);
  await page.goto('/careers/profile');
  await expect(page.getByText('Tell employers about yourself in a few sentences.')).toBeVisible();
});
