import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keysToSnake } from '@careers/contracts/case';
import {
  acceptOfferDocumentCall,
  esignStatusCall,
  offerCall,
  SIGNED_MESSAGE_MS,
  type Offer,
  type OfferDocument,
} from '@careers/contracts/offers';
import { changeLocale } from '../../shared/i18n/i18n';
import { clearToasts, toastQueues } from '../../shared/toasts/toast-queue';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { fakeServer, type FakeRoute } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { aDocument, aLetter, anOffer, aPdf, ENC_ID, SHELL_ROUTES } from './offers-test-fixtures';
import { postFromEsignWidget } from './offers-test-viewers';

vi.mock('../../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));
vi.mock('@careers/forms/react', () => import('./offers-test-viewers'));

const NDA = aDocument({ s3Path: `/api/offer/offers/${ENC_ID}/nda/file` });
const PAGE = `/careers/offer/${ENC_ID}/offer-document/${NDA.id}?domain=northwind.example`;

// The server's side: the offer as it stands; a signed document turns Pending (on paper) or Signed.
function showDocument(offer: Offer, routes: FakeRoute[] = []) {
  let current = offer;
  const withDocument = (document: OfferDocument) => {
    current = {
      ...current,
      offerDocuments: current.offerDocuments.map((other) =>
        other.id === document.id ? document : other,
      ),
    };
    return { body: { data: keysToSnake(document) } };
  };
  const server = fakeServer([
    ...SHELL_ROUTES,
    ...routes,
    [offerCall, () => ({ body: { data: keysToSnake(current) } })],
    [acceptOfferDocumentCall, () => withDocument({ ...NDA, status: 'Pending', signed: true })],
    [
      esignStatusCall,
      () => withDocument({ ...NDA, status: 'Signed', signed: true, url: null, s3Path: null }),
    ],
  ]);
  const view = renderApp(demoBoot({ user: ALEX }), PAGE);
  return { server, user: userEvent.setup(), ...view };
}

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  await changeLocale('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('the offer document page', () => {
  it('shows a document to review with its file and a download', async () => {
    const handbook = { ...NDA, name: 'Employee handbook', status: 'Read Only' as const };
    showDocument(anOffer({ offerDocuments: [aLetter(), handbook] }));
    expect(
      await screen.findByRole('heading', { name: 'Employee handbook', level: 1 }),
    ).toBeVisible();
    expect(screen.getByText('Document available for your review.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to offer' })).toHaveAttribute(
      'href',
      `/careers/offer/${ENC_ID}?domain=northwind.example`,
    );
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', handbook.s3Path);
    expect(await screen.findByRole('document', { name: 'Employee handbook' })).toHaveAttribute(
      'data-url',
      handbook.s3Path,
    );
    expect(
      screen.queryByRole('button', { name: 'Submit signed document' }),
    ).not.toBeInTheDocument();
  });

  it('takes one signed PDF on paper, and refuses more than one', async () => {
    const { server, user } = showDocument(anOffer({ offerDocuments: [aLetter(), NDA] }));
    expect(await screen.findByText('Expires Jan 31, 2099')).toBeVisible();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [aPdf('a.pdf'), aPdf('b.pdf')]);
    expect(await screen.findByText('You should upload at most 1 file')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit signed document' }));
    expect(server.callsTo(acceptOfferDocumentCall)).toHaveLength(0);

    await user.upload(input, aPdf('signed-nda.pdf'));
    await user.click(screen.getByRole('button', { name: 'Submit signed document' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Successfully signed document',
    );
    // Shown for 15 s.
    const shown = Object.values(toastQueues)
      .flatMap((queue) => queue.visibleToasts)
      .find((toast) => toast.content.message === 'Successfully signed document');
    expect(shown?.timeout).toBe(SIGNED_MESSAGE_MS);
    expect(SIGNED_MESSAGE_MS).toBe(15_000);
    const [sent] = server.callsTo(acceptOfferDocumentCall);
    expect(sent?.path).toBe(`/api/offer/offers/${ENC_ID}/${NDA.id}/accept`);
    const file = (sent?.body as FormData).get('signed_document_file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('signed-nda.pdf');
    // The refreshed offer has the document being processed: nothing more to sign here.
    expect(await screen.findByText('Last updated Jan 20, 2020')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Submit signed document' }),
    ).not.toBeInTheDocument();
  });

  it('asks the e-sign service after the widget speaks, and says when it is signed', async () => {
    const url = '/esign/embed?wid=abcdefghijklmnop&hosted=true';
    const { server } = showDocument(anOffer({ offerDocuments: [{ ...NDA, url }] }));
    expect(await screen.findByTitle('Non-disclosure agreement')).toHaveAttribute(
      'src',
      `${url}&hl=en`,
    );
    expect(screen.getByRole('heading', { name: 'Prefer to sign on paper?' })).toBeVisible();
    postFromEsignWidget('ESIGN');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Successfully signed document',
    );
    const [asked] = server.callsTo(esignStatusCall);
    expect(asked?.path).toBe(`/api/offer/offers/${ENC_ID}/${NDA.id}/esign_status`);
    // An empty body: the site is named in the query.
    expect(asked?.body).toBeUndefined();
    expect(asked?.search).toBe('?domain=northwind.example');
    // After the call, the offer is asked for again: signed, its file still being generated.
    expect(await screen.findByText('Signed document is being generated')).toBeVisible();
    expect(screen.queryByTitle('Non-disclosure agreement')).not.toBeInTheDocument();
    expect(server.callsTo(offerCall).length).toBeGreaterThan(1);
  });

  it('shows its own message when the e-sign status fails, and the server message of a 4xx', async () => {
    const url = '/esign/embed?wid=abcdefghijklmnop&hosted=true';
    let status = 500;
    showDocument(anOffer({ offerDocuments: [{ ...NDA, url }] }), [
      [esignStatusCall, () => ({ status, body: { message: 'This document is locked.' } })],
    ]);
    await screen.findByTitle('Non-disclosure agreement');
    postFromEsignWidget('ESIGN');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem accepting the offer/document',
    );
    status = 409;
    postFromEsignWidget('ESIGN');
    expect(await screen.findByText('This document is locked.')).toBeVisible();
  });

  it('keeps a silent e-sign status check quiet when it fails (after a refusal to sign)', async () => {
    const url = '/esign/embed?wid=abcdefghijklmnop&hosted=true';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { server } = showDocument(anOffer({ offerDocuments: [{ ...NDA, url }] }), [
      [esignStatusCall, { status: 500, body: {} }],
    ]);
    await screen.findByTitle('Non-disclosure agreement');
    postFromEsignWidget('REJECT');
    await vi.waitFor(() => {
      expect(warn).toHaveBeenCalled();
    });
    expect(server.callsTo(esignStatusCall)).toHaveLength(1);
    expect(server.callsTo(esignStatusCall)[0]?.body).toBeUndefined();
    expect(screen.queryByText('There was a problem accepting the offer/document')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    warn.mockRestore();
  });

  it('offers no signing once the offer is closed', async () => {
    showDocument(
      anOffer({ status: 'Declined', offerDocuments: [{ ...NDA, url: '/esign/embed' }] }),
    );
    expect(await screen.findByRole('heading', { name: 'Non-disclosure agreement' })).toBeVisible();
    expect(screen.queryByTitle('Non-disclosure agreement')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Submit signed document' }),
    ).not.toBeInTheDocument();
    expect(await screen.findByRole('document', { name: 'Non-disclosure agreement' })).toBeVisible();
  });
});
