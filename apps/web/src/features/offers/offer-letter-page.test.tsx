import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { acceptOfferCall, esignStatusCall, offerCall, offersCall } from '@careers/contracts/offers';
import { clearToasts } from '../../shared/toasts/toast-queue';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { answer, fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import {
  aLetter,
  anOffer,
  aPdf,
  ENC_ID,
  LETTER_BYTES,
  partsOf,
  SHELL_ROUTES,
  resetEachLetterTest,
  showLetterPage,
  LETTER_PAGE,
} from './offers-test-fixtures';
import { postFromEsignWidget } from './offers-test-viewers';

vi.mock('../../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));
vi.mock('@careers/forms/react', () => import('./offers-test-viewers'));

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  expect(input).not.toBeNull();
  return input!;
}

resetEachLetterTest();

describe('the offer letter page', () => {
  it('shows the three steps and the letter inline', async () => {
    showLetterPage(anOffer());
    expect(
      await screen.findByRole('heading', { name: 'Offer letter for Staff Nurse', level: 1 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `/careers/offer/${ENC_ID}?domain=northwind.example`,
    );
    for (const step of [
      'Review job offer',
      'Print and sign, or sign digitally',
      'Upload the signed document',
    ])
      expect(screen.getByRole('heading', { name: step, level: 2 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit signed offer' })).toBeVisible();
    const letter = await screen.findByRole('document', { name: 'Staff Nurse offer letter' });
    expect(letter).toHaveAttribute('data-bytes', LETTER_BYTES);

    await userEvent.setup().click(screen.getByRole('button', { name: 'View' }));
    expect(screen.getByRole('heading', { name: 'Your offer letter' })).toHaveFocus();
  });

  it('downloads the letter as "{position} offer letter.pdf"', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    // jsdom has no object URLs.
    const createObjectURL = vi.fn(() => 'blob:letter');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const { user } = showLetterPage(anOffer());
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(saved).toEqual(['Staff Nurse offer letter.pdf']);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('says when the letter has no content, or cannot be saved', async () => {
    const { user, unmount } = showLetterPage(
      anOffer({ offerDocuments: [aLetter({ b64String: null })] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'No offer letter content available',
    );
    unmount();
    clearToasts();
    const broken = showLetterPage(
      anOffer({ offerDocuments: [aLetter({ b64String: '@@not base64@@' })] }),
    );
    await broken.user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Offer Letter Download Failed',
    );
  });

  it('sends the signed letter as one file, and refuses more than one', async () => {
    const offer = anOffer();
    const { server, user, router } = showLetterPage(offer);
    await screen.findByRole('heading', { name: 'Upload the signed document' });
    await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    expect(await screen.findByText('Choose the signed PDF to upload.')).toBeVisible();

    await user.upload(fileInput(), [aPdf('page-1.pdf'), aPdf('page-2.pdf')]);
    expect(await screen.findByText('You should upload at most 1 file')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    expect(server.callsTo(acceptOfferCall)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove page-2.pdf' }));
    // The form checks again after the change, not within the click.
    await waitFor(() => {
      expect(screen.queryByText('You should upload at most 1 file')).not.toBeInTheDocument();
    });
    await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    expect(await screen.findByText('Successfully signed the offer letter')).toBeVisible();
    const [sent] = server.callsTo(acceptOfferCall);
    expect(sent?.path).toBe(`/api/offer/offers/${ENC_ID}/accept`);
    const parts = partsOf(sent?.body);
    expect(parts.signed_offer_letter_pdf_file).toBeInstanceOf(File);
    expect((parts.signed_offer_letter_pdf_file as File).name).toBe('page-1.pdf');
    expect(parts.domain).toBe('northwind.example');
    expect(parts.typed_signature).toBeUndefined();
    // The offer is fetched again after the call and may draw the sentence anew: wait for the
    // page to settle rather than hold on to the first element found.
    await waitFor(() => {
      expect(screen.getByText(/^You accepted this offer\./)).toBeVisible();
    });
    expect(router.state.location.pathname).toBe(`/careers/offer/${ENC_ID}`);
  });

  it('shows the server message when accepting fails, else its own', async () => {
    const { user, unmount } = showLetterPage(anOffer(), [
      [acceptOfferCall, { status: 409, body: { message: 'Sign the other documents first.' } }],
    ]);
    await screen.findByRole('heading', { name: 'Upload the signed document' });
    await user.upload(fileInput(), aPdf('signed.pdf'));
    await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign the other documents first.');
    unmount();

    const failing = showLetterPage(anOffer(), [[acceptOfferCall, { status: 500, body: {} }]]);
    await screen.findByRole('heading', { name: 'Upload the signed document' });
    await failing.user.upload(fileInput(), aPdf('signed.pdf'));
    await failing.user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong when accepting the offer',
    );
    failing.unmount();

    // No answer at all: the general form.
    const offline = showLetterPage(anOffer(), [
      [
        acceptOfferCall,
        () => {
          throw new TypeError('Failed to fetch');
        },
      ],
    ]);
    await screen.findByRole('heading', { name: 'Upload the signed document' });
    await offline.user.upload(fileInput(), aPdf('signed.pdf'));
    await offline.user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem accepting the offer/document',
    );
  });

  it('shows the letter read-only once the offer is no longer open', async () => {
    showLetterPage(anOffer({ status: 'Accepted' }));
    // The offer is fetched again after the call and may draw the sentence anew: wait for the
    // page to settle rather than hold on to the first element found.
    await waitFor(() => {
      expect(screen.getByText(/^You accepted this offer\./)).toBeVisible();
    });
    expect(screen.getByText('Offer accepted')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download' })).toBeVisible();
    expect(await screen.findByRole('document', { name: 'Staff Nurse offer letter' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit signed offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('goes back to the offers list when the offer does not exist', async () => {
    fakeServer([
      ...SHELL_ROUTES,
      answer(offersCall, []),
      [offerCall, { status: 404, body: { message: 'Offer not found' } }],
    ]);
    const { router } = renderApp(demoBoot({ user: ALEX }), LETTER_PAGE);
    expect(await screen.findByText('No offers found')).toBeVisible();
    expect(router.state.location.pathname).toBe('/careers/offers');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('the e-signature field', () => {
  it('accepts the offer once the e-sign service says the letter is signed', async () => {
    const url = '/esign/embed?wid=abcdefghijklmnop&hosted=true';
    const offer = anOffer({ offerDocuments: [aLetter({ url })] });
    const signed = aLetter({ url: null, status: 'Signed', signed: true });
    const { server } = showLetterPage(offer, [answer(esignStatusCall, signed)]);
    const frame = await screen.findByTitle('Offer letter');
    expect(frame).toHaveAttribute('src', `${url}&hl=en`);

    postFromEsignWidget('ESIGN');
    expect(await screen.findByText('Successfully signed the offer letter')).toBeVisible();
    const [asked] = server.callsTo(esignStatusCall);
    expect(asked?.path).toBe(`/api/offer/offers/${ENC_ID}/${signed.id}/esign_status`);
    const parts = partsOf(server.callsTo(acceptOfferCall)[0]?.body);
    expect(parts.signed_offer_letter_pdf_file).toBeUndefined();
    expect(parts.typed_signature).toBeUndefined();
  });

  it('does not accept on a message alone when the letter is not signed', async () => {
    const url = '/esign/embed?wid=abcdefghijklmnop&hosted=true';
    const offer = anOffer({ offerDocuments: [aLetter({ url })] });
    const { server } = showLetterPage(offer, [answer(esignStatusCall, aLetter({ url }))]);
    await screen.findByTitle('Offer letter');
    postFromEsignWidget('ESIGN');
    await vi.waitFor(() => {
      expect(server.callsTo(esignStatusCall)).toHaveLength(1);
    });
    expect(server.callsTo(acceptOfferCall)).toHaveLength(0);
  });
});
