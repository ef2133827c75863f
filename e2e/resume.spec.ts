import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';

// A resume read into the profile, the resume list, the exported PDF resume, and onboarding — real
// files, real parsing, real PDFs (docs/product/profile-and-resume.md).

// pdf.js fetches, parses and draws a document in its worker: on a loaded two-core machine that
// takes longer than a click's reply.
const PDF_DRAWN = 20_000;

const RESUME_LINES = [
  'Jana Weber',
  'Registered Nurse',
  'Berlin, Germany | jana.weber@example.com | +49 30 901820',
  'Experience',
  'Registered Nurse at Charité',
  'Mar 2021 – Present',
  '• Critical care for a 24-bed ICU',
  'Nursing Assistant at Vivantes',
  '2016 – Feb 2021',
  'Education',
  'Humboldt-Universität zu Berlin',
  'Bachelor of Science in Nursing, 2016',
  'Skills',
  'Triage, Infection control, Electronic health records',
  'Languages',
  'German (native), English (C1)',
];

async function resumePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  RESUME_LINES.forEach((line, index) => {
    page.drawText(line, { x: 50, y: 790 - index * 20, size: 11, font });
  });
  return Buffer.from(await document.save());
}

// A real 400×300 PNG of one colour, for the photo.
function photoPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const [width, height] = [400, 300];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(width * 3, Buffer.from([30, 90, 200])),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a candidate adds a profile photo, which is cropped and scaled, and removes it', async ({
  page,
  freshCandidate,
}) => {
  await freshCandidate({ termsAccepted: true, onboarded: true });
  await page.goto('/careers/profile');
  await pickFile(page, page.getByRole('button', { name: 'Add photo' }), {
    name: 'me.png',
    mimeType: 'image/png',
    buffer: photoPng(),
  });
  const photo = page.getByRole('img', { name: 'Your photo' });
  await expect(photo).toBeVisible();
  await expect
    .poll(() =>
      photo.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]),
    )
    .toEqual([256, 256]);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(photo).toBeVisible();
  await page.getByRole('button', { name: 'Remove your photo' }).click();
  await expect(page.getByRole('button', { name: 'Add photo' })).toBeVisible();
  await expect(photo).toHaveCount(0);
});

const resumeText = () => Buffer.from(`${RESUME_LINES.join('\n')}\n`);

type FilePayload = { name: string; mimeType: string; buffer: Buffer };

// A file chosen through the picker a button opens.
async function pickFile(page: Page, button: Locator, file: FilePayload): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

// The text resume picked from the "Upload resume" button in `within`, then confirmed.
async function uploadTextResume(page: Page, within: Page | Locator = page): Promise<void> {
  await pickFile(page, within.getByRole('button', { name: 'Upload resume' }), {
    name: 'cv.txt',
    mimeType: 'text/plain',
    buffer: resumeText(),
  });
  await page.getByRole('dialog').getByRole('button', { name: 'Upload' }).click();
}

test('a candidate uploads a PDF resume that fills the profile, downloads it and deletes it', async ({
  page,
  freshCandidate,
}) => {
  await freshCandidate({ termsAccepted: true, onboarded: true });
  await page.goto('/careers/profile');
  const card = page.getByRole('region', { name: 'Resume' });
  await expect(card.getByText('You have not uploaded a resume yet.')).toBeVisible();

  await pickFile(page, card.getByRole('button', { name: 'Upload resume' }), {
    name: 'Jana Weber.pdf',
    mimeType: 'application/pdf',
    buffer: await resumePdf(),
  });
  const dialog = page.getByRole('dialog', { name: 'Upload this resume?' });
  await expect(dialog.getByText(/Jana Weber\.pdf/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(
    page.getByText('Resume uploaded. Review what we added to your profile.'),
  ).toBeVisible();

  const experience = page.getByRole('region', { name: 'Experience' });
  await expect(experience.getByText('Registered Nurse', { exact: true })).toBeVisible();
  await expect(experience.getByText('Charité')).toBeVisible();
  await expect(
    experience.getByText(
      'Filled in from your resume. Check it and edit anything that is not right.',
    ),
  ).toBeVisible();
  const contact = page.getByRole('region', { name: 'Contact details' });
  await expect(contact.getByText('+49 30 901820')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Skills' }).getByText('Triage')).toBeVisible();

  const list = card.getByRole('list', { name: 'Uploaded resumes' });
  await expect(list.getByText('Jana Weber.pdf')).toBeVisible();
  const download = list.getByRole('link', { name: 'Download Jana Weber.pdf' });
  const file = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolations(page);

  await list.getByRole('button', { name: 'Delete Jana Weber.pdf' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this resume?' })
    .getByRole('button', { name: 'Delete resume' })
    .click();
  await expect(page.getByText('Resume deleted')).toBeVisible();
  await expect(card.getByText('You have not uploaded a resume yet.')).toBeVisible();
  // What the resume added stays in the profile.
  await expect(contact.getByText('+49 30 901820')).toBeVisible();
});

test('a file that is not a resume is refused with the reason, and nothing is kept', async ({
  page,
  freshCandidate,
}) => {
  await freshCandidate({ termsAccepted: true, onboarded: true });
  await page.goto('/careers/profile');
  const card = page.getByRole('region', { name: 'Resume' });
  await pickFile(page, card.getByRole('button', { name: 'Upload resume' }), {
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  });
  const dialog = page.getByRole('dialog', { name: 'Upload this resume?' });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('Upload your resume as PDF, DOCX, or TXT.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('You have not uploaded a resume yet.')).toBeVisible();
});

test('the exported resume is a PDF of the profile, previewed in the page and downloadable', async ({
  page,
  freshCandidate,
}) => {
  await freshCandidate({ termsAccepted: true, onboarded: true });
  await page.goto('/careers/profile');
  await uploadTextResume(page);
  await expect(
    page.getByText('Resume uploaded. Review what we added to your profile.'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Export as PDF' }).click();
  await expect(page).toHaveURL(/\/careers\/export-resume$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Export your resume' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Resume preview, page 1 of 1' })).toBeVisible({
    timeout: PDF_DRAWN,
  });
  const href = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  const file = await page.request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['content-disposition']).toMatch(/^attachment;/);
  await expectNoAxeViolations(page);

  // In Arabic on a phone: the page and the PDF in Arabic.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/careers/export-resume?hl=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'تصدير سيرتك الذاتية' })).toBeVisible();
  await expect(page.getByRole('img', { name: /معاينة السيرة الذاتية/ })).toBeVisible({
    timeout: PDF_DRAWN,
  });
  await expectNoAxeViolations(page);
});

test('onboarding: a resume, what the candidate looks for and a job alert, then their jobs', async ({
  page,
  freshCandidate,
}) => {
  await freshCandidate({ termsAccepted: true });
  await page.goto('/careers/onboarding');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Start with your resume' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await uploadTextResume(page);
  await expect(
    page.getByRole('status').filter({ hasText: 'Added to your profile:' }),
  ).toContainText('Experience');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'What are you looking for?' }),
  ).toBeFocused();
  await page.getByRole('textbox', { name: 'Roles you want' }).fill('Registered Nurse');
  await expect(page.getByRole('textbox', { name: 'Where you want to work' })).toHaveValue(
    'Berlin, Germany',
  );
  // The pill is the radio's label: a click on it chooses.
  await page.getByText('Hybrid', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Hybrid' })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Hear about new jobs first' }),
  ).toBeVisible();
  const toggle = page.getByRole('switch', {
    name: 'E-mail me new Registered Nurse jobs in Berlin, Germany',
  });
  await expect(toggle).toBeChecked();
  await page.getByRole('button', { name: 'Finish and see jobs' }).click();
  await expect(page).toHaveURL(/\/careers\?.*query=Registered(\+|%20)Nurse/);
  await expect(page).toHaveURL(/location=Berlin/);

  await page.goto('/careers/job-alerts');
  await expect(page.getByText('Registered Nurse', { exact: false }).first()).toBeVisible();
  await page.goto('/careers/profile');
  const preferences = page.getByRole('region', { name: 'Job preferences' });
  await expect(preferences.getByText('Hybrid')).toBeVisible();
});

test('on the search page, a resume uploaded from the match panel fills the empty location and the match', async ({
  page,
  freshCandidate,
}) => {
  await freshCandidate({ termsAccepted: true, onboarded: true });
  await page.goto('/careers?query=nurse');
  const match = page.getByRole('region', { name: 'How you match' });
  await expect(
    match.getByText('Add the skills you have to your profile to see how you match this job.'),
  ).toBeVisible();
  await uploadTextResume(page, match);
  await expect(
    page.getByText('Resume uploaded. Review what we added to your profile.'),
  ).toBeVisible();
  // The search takes the candidate's location, the open job stays and reloads.
  await expect(page).toHaveURL(/location=Berlin(%2C|,)(\+|%20)Germany/);
  await expect(page).toHaveURL(/pid=/);
  await expect(match.getByText(/ of 5$/)).toBeVisible();
});

test('the match explains itself and the candidate corrects a skill in place', async ({
  page,
  freshCandidate,
}) => {
  await freshCandidate({ termsAccepted: true, onboarded: true });
  await page.goto('/careers/profile');
  await uploadTextResume(page);
  await expect(
    page.getByText('Resume uploaded. Review what we added to your profile.'),
  ).toBeVisible();

  await page.goto('/careers?query=nurse');
  const match = page.getByRole('region', { name: 'How you match' });
  await expect(match.getByText(/^\d(\.5)? of 5$/)).toBeVisible();
  await expect(match.getByText('Skills', { exact: true })).toBeVisible();
  await expect(match.getByText('Experience', { exact: true })).toBeVisible();
  await expect(match.getByText(/of experience/)).toBeVisible();
  const missing = match.getByRole('list', {
    name: 'Skills this job asks for that your profile does not list',
  });
  const first = missing.getByRole('button').first();
  const label = (await first.getAttribute('aria-label')) ?? '';
  const skill = /^I have (.+): add it to my profile$/.exec(label)?.[1] ?? '';
  expect(skill).not.toBe('');
  await first.click();
  const yours = match.getByRole('list', { name: 'Skills of yours this job asks for' });
  await expect(
    yours.getByRole('button', {
      name: `${skill} is not one of my skills: remove it from my profile`,
    }),
  ).toBeVisible();
  await match.getByRole('button', { name: /How matching works/ }).click();
  await expect(match.getByText(/Nothing else is used/)).toBeVisible();
  await expect(match.getByRole('link', { name: 'More about how matching works' })).toHaveAttribute(
    'href',
    /^\/careers\/how-matching-works/,
  );
  await expectNoAxeViolations(page);

  // The profile holds the skill now; taking it off again puts it back among the missing.
  await yours
    .getByRole('button', { name: `${skill} is not one of my skills: remove it from my profile` })
    .click();
  await expect(
    missing.getByRole('button', { name: `I have ${skill}: add it to my profile` }),
  ).toBeVisible();

  // The years counted: given by the candidate, then worked out from their jobs again.
  await match.getByRole('button', { name: 'Give my years' }).click();
  await match.getByRole('textbox', { name: 'Your years of experience' }).fill('12');
  await match.getByRole('button', { name: 'Save' }).click();
  await expect(match.getByText(/^You told us you have 12 years of experience/)).toBeVisible();
  await match.getByRole('button', { name: 'Work them out from my jobs' }).click();
  await expect(match.getByText(/^You told us/)).toHaveCount(0);
  await expect(match.getByRole('button', { name: 'That’s right' })).toBeVisible();
});
