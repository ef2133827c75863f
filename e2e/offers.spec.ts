import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { declineOfferCall, devExtendOfferCall, keysToCamel, offerCall } from '@careers/contracts';
import { postOrFail } from './fixtures/api-login';
import { expectNoAxeViolations } from './fixtures/axe';
import { NORTHWIND } from './fixtures/demo';
import { expect, test } from './fixtures/test';

// The offers area end to end (docs/product/offers-and-esign.md) — every status, signing in the
// e-sign widget and the sealed PDF it yields, the typed-signature rules, a paper-signed upload, the
// decline modal, confetti once, documents on hold, and a 409 shown as the server's message.

const DOMAIN = NORTHWIND.domain;
// The widget's 'Sign document' in Arabic (the catalog's words).
const AR_SIGN = 'توقيع المستند';
type DevOffer = {
  documents?: ('sign' | 'review')[];
  expiresInDays?: number | null;
  contract?: boolean;
  status?: 'Extended' | 'Accepted' | 'Declined' | 'Canceled';
  hold?: boolean;
};
type WireOffer = {
  encId: string;
  status: string;
  position: { name: string };
  offerDocuments: { id: string; name: string; status: string; s3Path: string | null }[];
};

async function devOffer(page: Page, csrfToken: string, email: string, offer: DevOffer = {}) {
  const answer = await postOrFail(
    page,
    devExtendOfferCall,
    { body: { domain: DOMAIN, email, ...offer } },
    csrfToken,
  );
  return ((await answer.json()) as { data: { enc_id: string } }).data.enc_id;
}

async function readOffer(page: Page, encId: string): Promise<WireOffer> {
  const answer = await page.request.get(`/api/offer/${encId}?domain=${DOMAIN}`);
  expect(answer.ok()).toBe(true);
  return (keysToCamel(await answer.json()) as { data: WireOffer }).data;
}

const offerUrl = (encId: string) => `/careers/offer/${encId}?domain=${DOMAIN}`;
const letterUrl = (encId: string) => `/careers/offer-letter/${encId}?domain=${DOMAIN}`;

test('every status reads as documented, on the list and on each offer, at 1280 and 390 px', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const made = {
    extended: await devOffer(page, csrfToken, email, { documents: ['sign', 'review'] }),
    expired: await devOffer(page, csrfToken, email, { expiresInDays: -2 }),
    contractExtended: await devOffer(page, csrfToken, email, { contract: true }),
    accepted: await devOffer(page, csrfToken, email, { status: 'Accepted' }),
    declined: await devOffer(page, csrfToken, email, { status: 'Declined' }),
    canceled: await devOffer(page, csrfToken, email, { status: 'Canceled' }),
    contractAccepted: await devOffer(page, csrfToken, email, {
      contract: true,
      status: 'Accepted',
    }),
  };
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/careers/offers?domain=${DOMAIN}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  const cards = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'View job offer' }) });
  await expect(cards).toHaveCount(7);
  for (const label of [
    'Offer extended',
    'Offer expired',
    'Contract extended',
    'Offer accepted',
    'Offer declined',
    'Offer canceled',
    'Contract accepted',
  ]) {
    await expect(cards.filter({ hasText: label })).toHaveCount(1);
  }
  // Action required only on the open ones; the date line as MM/DD/YYYY.
  await expect(cards.filter({ hasText: 'Action required' })).toHaveCount(2);
  await expect(cards.first()).toContainText(/Updated \d{2}\/\d{2}\/\d{4}/);
  await expectNoAxeViolations(page);

  const sentences: Record<keyof typeof made, RegExp> = {
    extended:
      /^Congratulations! Review and sign the documents below to accept this offer before it expires on .+\.$/,
    expired:
      /^This offer expired on .+\. If you are still interested, please contact your recruiter\.$/,
    contractExtended:
      /^Good news! Your contract is ready\. Review and sign the documents below to accept it before .+\.$/,
    accepted: /^You accepted this offer\. Welcome aboard, we look forward to working with you!$/,
    declined:
      /^You declined this offer\. Thank you for letting us know, and all the best for your next steps\.$/,
    canceled:
      /^This offer has been withdrawn\. If you have any questions, please contact your recruiter\.$/,
    contractAccepted:
      /^You accepted this contract\. Everything is in place, and we look forward to working with you!$/,
  };
  for (const [key, encId] of Object.entries(made) as [keyof typeof made, string][]) {
    await page.goto(offerUrl(encId));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Job offer for .+/);
    await expect(page.getByText(sentences[key])).toBeVisible();
  }
  await page.goto(offerUrl(made.extended));
  await expect(page.getByRole('link', { name: 'Offers' }).first()).toBeVisible();
  const documents = page.getByRole('listitem');
  await expect(documents.filter({ hasText: 'Benefits summary' })).toContainText(
    'Document available for your review.',
  );
  await expect(
    documents.filter({ hasText: 'Benefits summary' }).getByRole('button', { name: 'View' }),
  ).toBeEnabled();
  await expect(
    documents
      .filter({ hasText: 'Confidentiality agreement' })
      .getByRole('button', { name: 'Start' }),
  ).toBeEnabled();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.goto(`/careers/offers?domain=${DOMAIN}`);
  await expectNoAxeViolations(page);
});

test('documents on hold show the revision bar and cannot be started', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const encId = await devOffer(page, csrfToken, email, {
    documents: ['sign', 'review'],
    hold: true,
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(offerUrl(encId));
  await expect(
    page.getByText('Documents are being revised. Please check back later.'),
  ).toBeVisible();
  const cards = page.getByRole('listitem');
  await expect(cards.filter({ hasText: 'Offer letter' })).toContainText(
    'Document is being revised.',
  );
  await expect(cards.filter({ hasText: 'Offer letter' }).getByRole('button')).toBeDisabled();
  await expect(
    cards.filter({ hasText: 'Confidentiality agreement' }).getByRole('button'),
  ).toBeDisabled();
  // Everything not signed is held, the document to read too.
  await expect(cards.filter({ hasText: 'Benefits summary' }).getByRole('button')).toBeDisabled();
});

test('confetti shows once overall, remembered under hasVisitedOffer', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const encId = await devOffer(page, csrfToken, email);
  const other = await devOffer(page, csrfToken, email);
  await page.goto(offerUrl(encId));
  await expect(page.locator('body > canvas')).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('hasVisitedOffer'))).toBe('true');
  // Neither the same offer again nor another open offer celebrates a second time.
  for (const next of [encId, other]) {
    await page.goto(`/careers/offers?domain=${DOMAIN}`);
    await page.goto(offerUrl(next));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.locator('body > canvas')).toHaveCount(0);
  }
});

test('signing the letter in the e-sign widget accepts the offer, and the signed PDF carries the audit page', async ({
  page,
  freshCandidate,
}) => {
  test.setTimeout(60_000);
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const encId = await devOffer(page, csrfToken, email);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(letterUrl(encId));
  await expect(page.getByRole('heading', { level: 2, name: 'Review job offer' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Print and sign, or sign digitally' }),
  ).toBeVisible();
  const widget = page.frameLocator('iframe[title="Offer letter"]');
  await expect(widget.getByText(email, { exact: false })).toBeVisible();
  await widget.getByRole('button', { name: 'Sign document' }).click();
  await expect(
    widget.getByText('To sign, first check the box above to agree to sign electronically.'),
  ).toBeVisible();
  await widget.getByText('I agree to use an electronic signature for this document.').click();
  await expect(
    widget.getByRole('checkbox', {
      name: 'I agree to use an electronic signature for this document.',
    }),
  ).toBeChecked();
  await widget.getByRole('textbox', { name: 'Your full name' }).fill('Robin Signer');
  await widget.getByRole('button', { name: 'Sign document' }).click();
  await expect(page.getByText('Successfully signed the offer letter')).toBeVisible();
  await expect.poll(async () => (await readOffer(page, encId)).status).toBe('Accepted');
  // The sealed file comes a moment later ('Signed document is being generated' meanwhile).
  await expect
    .poll(async () => (await readOffer(page, encId)).offerDocuments[0]?.s3Path ?? null, {
      timeout: 20_000,
    })
    .not.toBeNull();
  await page.goto(letterUrl(encId));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).first().click();
  const download = await downloading;
  const folder = mkdtempSync(join(tmpdir(), 'careers-offer-e2e-'));
  try {
    const path = join(folder, 'signed.pdf');
    await download.saveAs(path);
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });
    expect(text).toContain('Signature audit trail');
    expect(text).toContain(email);
    const seal = execFileSync('pdfsig', [path], { encoding: 'utf8' });
    expect(seal).toContain('Signature is Valid.');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('the typed signature needs the terms and the exact full name', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const encId = await devOffer(page, csrfToken, email);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(letterUrl(encId));
  await page.getByText('Sign by typing your name').click();
  await expect(page.getByRole('switch', { name: 'Sign by typing your name' })).toBeChecked();
  const signature = page.getByRole('textbox', { name: 'Signature (your full name)' });
  await signature.fill('Someone Else');
  await page.getByRole('button', { name: 'Sign and accept offer' }).click();
  await expect(
    page.getByText('Please confirm that you agree to the terms and conditions.'),
  ).toBeVisible();
  await page.getByText('I have read and agree to the terms and conditions').click();
  await page.getByRole('button', { name: 'Sign and accept offer' }).click();
  // A fresh account has no name yet: any entry is refused with the same message
  // (docs/product/offers-and-esign.md).
  await expect(
    page.getByText('Please enter your full name as shown on the offer letter and your profile.'),
  ).toBeVisible();
  expect((await readOffer(page, encId)).status).toBe('Extended');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
});

test('a paper-signed letter is uploaded and accepts the offer; one file only', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const encId = await devOffer(page, csrfToken, email);
  const letter = (await readOffer(page, encId)).offerDocuments[0];
  const pdf = await (await page.request.get(`${letter?.s3Path}?domain=${DOMAIN}`)).body();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(letterUrl(encId));
  await page.getByRole('button', { name: 'Submit signed offer' }).click();
  await expect(page.getByText('Choose the signed PDF to upload.')).toBeVisible();
  const input = page.locator('input[type="file"]').last();
  await input.setInputFiles([
    { name: 'one.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'two.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  await expect(page.getByText('You should upload at most 1 file')).toBeVisible();
  await input.setInputFiles({
    name: 'signed letter.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await page.getByRole('button', { name: 'Submit signed offer' }).click();
  await expect(page.getByText('Successfully signed the offer letter')).toBeVisible();
  await expect.poll(async () => (await readOffer(page, encId)).status).toBe('Accepted');
});

test('the upload step does not move when the e-sign frame arrives, so a press lands where it was aimed', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const encId = await devOffer(page, csrfToken, email);
  // The frame's code (its chunk, not the frame's size the page itself reads) is held until the
  // page below it has been measured; routing turns the cache off, so each load asks for it.
  let release = () => {};
  await page.route(/\/assets\/esign-frame-[\w-]{8}\.js$/, async (route) => {
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    await route.continue();
  });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(letterUrl(encId));
    const signing = page.getByRole('listitem', { name: 'Print and sign, or sign digitally' });
    await expect(signing.getByText('Loading the document…')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit signed offer' });
    const before = await submit.evaluate((button) => button.getBoundingClientRect().top);
    release();
    await expect(signing.locator('iframe[title="Offer letter"]')).toBeVisible();
    const after = await submit.evaluate((button) => button.getBoundingClientRect().top);
    expect(Math.abs(after - before)).toBeLessThan(1);
  }
});

test('the decline modal declines the offer, and a 409 reads as the server says', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const first = await devOffer(page, csrfToken, email);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(letterUrl(first));
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline offer?' });
  await expect(dialog).toContainText(
    'Declining removes this offer from your pending opportunities and notifies the company. This action cannot be undone.',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Back to offer' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Decline offer' }).click();
  await expect(page.getByText('Successfully rejected the offer')).toBeVisible();
  await expect.poll(async () => (await readOffer(page, first)).status).toBe('Declined');

  // The offer closes behind the page's back: the next write is refused with the server's words.
  const second = await devOffer(page, csrfToken, email);
  await page.goto(letterUrl(second));
  await postOrFail(
    page,
    declineOfferCall,
    { params: { id: second }, body: { domain: DOMAIN } },
    csrfToken,
  );
  const letter = (await readOffer(page, second)).offerDocuments[0];
  const pdf = await (await page.request.get(`${letter?.s3Path}?domain=${DOMAIN}`)).body();
  await page
    .locator('input[type="file"]')
    .last()
    .setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Submit signed offer' }).click();
  await expect(page.getByText('This offer is no longer open.')).toBeVisible();
});

test('the offer document page and the widget pass axe at 390 px', async ({
  page,
  freshCandidate,
}) => {
  const { email, csrfToken } = await freshCandidate({ termsAccepted: true, onboarded: true });
  const encId = await devOffer(page, csrfToken, email, { documents: ['sign'] });
  const offer = await readOffer(page, encId);
  const document = offer.offerDocuments.find((row) => row.name === 'Confidentiality agreement');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/careers/offer/${encId}/offer-document/${document?.id}?domain=${DOMAIN}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confidentiality agreement' }),
  ).toBeVisible();
  await expect(
    page.frameLocator('iframe').getByRole('button', { name: 'Sign document' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const widgetUrl = (await page.locator('iframe').getAttribute('src')) ?? '';
  await page.goto(widgetUrl.replace('hosted=true', 'hosted=false'));
  await expect(page.getByRole('button', { name: 'Sign document' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
  // The framing page passes its language (hl); the widget then reads right to left in Arabic.
  expect(widgetUrl).toContain('hl=en');
  await page.goto(widgetUrl.replace('hl=en', 'hl=ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: AR_SIGN })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(offerCall.path).toBe('/api/offer/:id');
});
