import type { Page } from '@playwright/test';
import {
  applyCall,
  keysToCamel,
  profileBootstrappingCall,
  profileEditCall,
  searchCall,
} from '@careers/contracts';
import { postOrFail } from './fixtures/api-login';
import { expectNoAxeViolations } from './fixtures/axe';
import { CONTOSO, NORTHWIND } from './fixtures/demo';
import { expect, test } from './fixtures/test';

// The apply page's file question against the real server's checks, and the country a phone
// question starts on (docs/product/apply-and-drafts.md, Files; docs/product/forms-toolkit.md,
// Phone question). Nothing of our server is mocked.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
// A ".pdf" whose bytes are text: the server decides by the bytes and refuses it.
const NOT_A_PDF = Buffer.from('These bytes are a note, not a PDF.\n');

// Screenshots for a person to look at, when asked for (SHOTS_DIR).
async function shoot(page: Page, name: string) {
  const folder = process.env.SHOTS_DIR;
  if (!folder) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page
      .getByRole('group', { name: /Resume|السيرة الذاتية/ })
      .first()
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${folder}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openPosition(page: Page, domain: string): Promise<{ id: number; name: string }> {
  const answer = await page.request.get(`${searchCall.path}?domain=${domain}&query=&location=`);
  const { data } = keysToCamel(await answer.json()) as {
    data: { positions: { id: number; name: string }[] };
  };
  const position = data.positions[0];
  if (!position) throw new Error(`No open position in ${domain}`);
  return position;
}

// A Northwind position's apply page, shown to the candidate just logged in.
async function openApplyPage(page: Page): Promise<{ id: number; name: string }> {
  const position = await openPosition(page, NORTHWIND.domain);
  await page.goto(`/careers/apply?pid=${position.id}`);
  await expect(page.getByRole('heading', { name: position.name, level: 1 })).toBeVisible();
  return position;
}

async function savedDraft(page: Page, domain: string, pid: number): Promise<unknown> {
  const answer = await page.request.get(`${applyCall.path}?domain=${domain}&position_id=${pid}`);
  const { data } = keysToCamel(await answer.json()) as {
    data: { draft: { valuesJson: string } | null };
  };
  return data.draft ? JSON.parse(data.draft.valuesJson) : null;
}

test('a refused file says "File could not be uploaded" with the server’s reason, the draft keeps the other answers, and retrying is refused the same way', async ({
  page,
  freshCandidate,
}) => {
  await freshCandidate({ termsAccepted: true, onboarded: true });
  const position = await openApplyPage(page);
  await page.getByLabel('City', { exact: true }).fill('Oakland');

  const resume = page.getByRole('group', { name: /^Resume/ });
  const fileInput = resume.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: NOT_A_PDF,
  });
  const reason =
    'resume.pdf: This file is not a PDF, Word document, text file or image, or its name does not match what it holds.';
  const alert = resume.getByRole('alert').filter({ hasText: 'File could not be uploaded' });
  await expect(alert).toHaveText(`File could not be uploaded${reason}`);
  await expect(resume.getByRole('list', { name: 'Uploaded files' })).toContainText('Not uploaded');
  // The question says why, in its description too.
  await expect(resume).toHaveAccessibleDescription(/File could not be uploaded/);

  // The draft is saved all the same, without the refused file.
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
  await expect
    .poll(() => savedDraft(page, NORTHWIND.domain, position.id))
    .toMatchObject({ city: 'Oakland', resume: [] });
  await expectNoAxeViolations(page);
  await shoot(page, 'refused-en');

  // Retried: the server refuses it again, in the same words; no crash, nothing else changes.
  await resume.getByRole('button', { name: 'Retry resume.pdf' }).click();
  await expect(alert).toHaveText(`File could not be uploaded${reason}`);
  await expect(resume.getByRole('button', { name: 'Retry resume.pdf' })).toBeVisible();

  // Removed, and a real PDF instead: stored, and saved in the draft by its id.
  await resume.getByRole('button', { name: 'Remove resume.pdf' }).click();
  await expect(alert).toHaveCount(0);
  await fileInput.setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(resume.getByRole('list', { name: 'Uploaded files' })).toContainText('resume.pdf');
  await expect(resume.getByRole('list', { name: 'Uploaded files' })).not.toContainText(
    'Not uploaded',
  );
  await expect
    .poll(async () => JSON.stringify(await savedDraft(page, NORTHWIND.domain, position.id)))
    .toMatch(/"resume":\[\{"name":"resume\.pdf",[^}]*"fileId":"[0-9a-f-]{36}"\}\]/);
  await expect(resume.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
});

test('a file over the size limit is refused with the reason, in the page’s language', async ({
  page,
  freshCandidate,
}) => {
  await freshCandidate({ termsAccepted: true, onboarded: true });
  const position = await openPosition(page, NORTHWIND.domain);
  await page.goto(`/careers/apply?pid=${position.id}&hl=ar`);
  await expect(page.getByRole('heading', { name: position.name, level: 1 })).toBeVisible();
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25),
  });
  const alert = page.getByRole('alert').filter({ hasText: 'تعذّر رفع الملف' });
  await expect(alert).toContainText('scan.pdf: حجم الملف أكبر من 10 ميغابايت.');
  await expectNoAxeViolations(page);
  await shoot(page, 'too-large-ar');
  await fileInput.setInputFiles({
    name: 'note.pdf',
    mimeType: 'application/pdf',
    buffer: NOT_A_PDF,
  });
  await expect(alert).toContainText(
    'note.pdf: هذا الملف ليس ملف PDF أو مستند Word أو ملفًا نصيًا أو صورة، أو أن اسمه لا يطابق محتواه.',
  );
  await shoot(page, 'refused-ar');
});

test('a phone question starts on the candidate’s country, else the group’s, else the United States', async ({
  page,
  freshCandidate,
}) => {
  const { csrfToken } = await freshCandidate({
    domain: CONTOSO.domain,
    termsAccepted: true,
    onboarded: true,
  });
  // Contoso asks new candidates to confirm their profile first; done here as its screen does.
  await postOrFail(page, profileBootstrappingCall, { body: { domain: CONTOSO.domain } }, csrfToken);
  const contoso = await openPosition(page, CONTOSO.domain);
  await page.goto(`/careers/apply?pid=${contoso.id}&domain=${CONTOSO.domain}`);
  await expect(page.getByRole('heading', { name: contoso.name, level: 1 })).toBeVisible();
  const country = page.getByRole('combobox', { name: 'Select country code' });
  await expect(country).toHaveValue('🇬🇧 +44 United Kingdom');
  if (process.env.SHOTS_DIR) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await country.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/phone-gb-${width}.png` });
    }
  }
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('2079460958');
  await expect
    .poll(() => savedDraft(page, CONTOSO.domain, contoso.id))
    .toMatchObject({
      phone: '+44 2079460958',
    });
  await expectNoAxeViolations(page);

  const northwindCandidate = await freshCandidate({ termsAccepted: true, onboarded: true });
  const northwind = await openPosition(page, NORTHWIND.domain);
  await page.goto(`/careers/apply?pid=${northwind.id}`);
  await expect(page.getByRole('heading', { name: northwind.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Select country code' })).toHaveValue(
    '🇺🇸 +1 United States',
  );

  // The candidate's own country comes first, once their profile's location names one.
  await postOrFail(
    page,
    profileEditCall,
    {
      body: {
        domain: NORTHWIND.domain,
        opSection: 'contact',
        operation: 'edit',
        opData: { value: { firstName: 'Robin', location: 'Berlin, Germany' } },
      },
    },
    northwindCandidate.csrfToken,
  );
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Select country code' })).toHaveValue(
    '🇩🇪 +49 Germany',
  );
});

test('an answer past 10,000 characters says so, the draft keeps the other answers, and a link reads left to right in Arabic', async ({
  page,
  freshCandidate,
}) => {
  await freshCandidate({ termsAccepted: true, onboarded: true });
  const position = await openApplyPage(page);
  const link = page.getByRole('textbox', { name: 'LinkedIn or portfolio link' });
  await link.fill('https://example.com/me');
  const city = page.getByLabel('City', { exact: true });
  await city.fill('x'.repeat(10_001));
  await city.blur();
  await expect(page.getByText('Enter no more than 10000 characters.')).toBeVisible();
  await expect(city).toHaveAttribute('aria-invalid', 'true');
  // The draft saves the link and leaves the overlong answer out; the page keeps it to be fixed.
  await expect
    .poll(() => savedDraft(page, NORTHWIND.domain, position.id))
    .toMatchObject({ linkedin: 'https://example.com/me' });
  expect(await savedDraft(page, NORTHWIND.domain, position.id)).not.toHaveProperty('city');
  await expectNoAxeViolations(page);

  // On a right-to-left page the link's input still reads left to right: https:// as typed.
  await page.goto(`/careers/apply?pid=${position.id}&hl=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicLink = page.locator('input[name="linkedin"]');
  await expect(arabicLink).toHaveValue('https://example.com/me');
  await expect(arabicLink).toHaveAttribute('dir', 'ltr');
  await expect(arabicLink).toHaveAttribute('placeholder', 'https://');
  if (process.env.SHOTS_DIR) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await arabicLink.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/link-ar-${width}.png` });
    }
  }
});
