import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keysToSnake } from '@careers/contracts/case';
import { offerCall, offersCall, type Offer, type OfferStatus } from '@careers/contracts/offers';
import { changeLocale } from '../../shared/i18n/i18n';
import { clearToasts } from '../../shared/toasts/toast-queue';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { answer, fakeServer, type FakeRoute } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { aDocument, aLetter, anOffer, ENC_ID, PAST, SHELL_ROUTES } from './offers-test-fixtures';

vi.mock('../../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));
const confetti = vi.hoisted(() => vi.fn());
vi.mock('canvas-confetti', () => ({ default: confetti }));
vi.mock('@careers/forms/react', () => import('./offers-test-viewers'));

const URL = `/careers/offer/${ENC_ID}?domain=northwind.example`;

function showOffer(offer: Offer, ...routes: FakeRoute[]) {
  const server = fakeServer([...SHELL_ROUTES, answer(offerCall, offer), ...routes]);
  const view = renderApp(demoBoot({ user: ALEX }), URL);
  return { server, ...view };
}

function cardOf(name: string): HTMLElement {
  const card = screen.getByRole('heading', { name, level: 3 }).closest('li');
  expect(card).not.toBeNull();
  return card!;
}

function reduceMotion(isReduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isReduced && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  window.localStorage.clear();
  confetti.mockClear();
  await changeLocale('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('the offer page', () => {
  const sentences: [OfferStatus, Partial<Offer>, RegExp][] = [
    [
      'Extended',
      { expiresAt: null },
      /^Congratulations! Review and sign the documents below to accept this offer\.$/,
    ],
    [
      'Extended',
      {},
      /^Congratulations! Review and sign the documents below to accept this offer before it expires on Jan 31, 2099/,
    ],
    ['Extended', { expiresAt: PAST }, /^This offer expired on Jan 31, 2020/],
    ['Expired', { expiresAt: null }, /^This offer has expired\./],
    ['Accepted', {}, /^You accepted this offer\./],
    ['Declined', {}, /^You declined this offer\./],
    ['Canceled', {}, /^This offer has been withdrawn\./],
    ['Contract Extended', { expiresAt: null }, /^Good news! Your contract is ready\./],
    ['Contract Accepted', {}, /^You accepted this contract\./],
  ];
  it.each(sentences)('says where a %s offer stands', async (status, overrides, sentence) => {
    showOffer(anOffer({ status, ...overrides }));
    expect(
      await screen.findByRole('heading', { name: 'Job offer for Staff Nurse', level: 1 }),
    ).toBeVisible();
    expect(screen.getByText(sentence)).toBeVisible();
  });

  it('labels the status, links back to the offers, and hides the label when asked', async () => {
    const { unmount } = showOffer(anOffer({ status: 'Accepted' }));
    expect(await screen.findByText('Offer accepted')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Offers' })).toHaveAttribute(
      'href',
      '/careers/offers?domain=northwind.example',
    );
    unmount();
    showOffer(anOffer({ status: 'Accepted', hideOfferStatus: true }));
    await screen.findByText(/^You accepted this offer\./);
    expect(screen.queryByText('Offer accepted')).not.toBeInTheDocument();
  });

  it('gives each document its status line and its Start or View button', async () => {
    const id = (n: number) => `00000000-0000-4000-8000-00000000000${String(n)}`;
    const documents = [
      aLetter(),
      aDocument({ id: id(1), name: 'Revised NDA', underRevision: true }),
      aDocument({ id: id(2), name: 'Bank details', status: 'Pending' }),
      aDocument({ id: id(3), name: 'Handbook', status: 'Read Only', s3Path: '/h' }),
      aDocument({ id: id(4), name: 'Contract', status: 'Revision' }),
      aDocument({ id: id(5), name: 'Policy', status: 'Signed', signed: true, s3Path: '/p' }),
      aDocument({ id: id(6), name: 'Tax form', status: 'Signed', signed: true, s3Path: null }),
    ];
    const { unmount } = showOffer(anOffer({ offerDocuments: documents }));
    await screen.findByRole('heading', { name: 'Offer letter', level: 3 });
    expect(screen.getByText('Documents are being revised. Please check back later.')).toBeVisible();
    expect(screen.getByText('7 documents')).toBeVisible();

    const expect_ = (name: string, line: string, button: string, isDisabled: boolean) => {
      const card = cardOf(name);
      expect(within(card).getByText(line)).toBeVisible();
      const action = within(card).getByRole('button', { name: button });
      if (isDisabled) expect(action).toBeDisabled();
      else expect(action).toBeEnabled();
    };
    const letter = cardOf('Offer letter');
    expect(
      within(letter).getByText('Offer letter', { selector: '[data-document-type]' }),
    ).toHaveAttribute('data-document-type', 'offer');
    expect(within(cardOf('Revised NDA')).getByText('NDA')).toHaveAttribute(
      'data-document-type',
      'other',
    );
    expect_('Offer letter', 'Expires Jan 31, 2099', 'Start', false);
    expect_('Revised NDA', 'Document is being revised.', 'Start', true);
    expect_('Bank details', 'Last updated Jan 20, 2020', 'Start', true);
    expect_('Handbook', 'Document available for your review.', 'View', false);
    expect_('Contract', 'Document is being revised.', 'View', true);
    expect_('Policy', 'Document has been signed.', 'View', false);
    expect_('Tax form', 'Document has been signed.', 'View', true);
    expect(
      within(cardOf('Tax form')).getByText('Signed document is being generated'),
    ).toBeVisible();
    expect(
      within(cardOf('Policy')).queryByText('Signed document is being generated'),
    ).not.toBeInTheDocument();
    unmount();

    // Once the offer is no longer open, every document is only there to be viewed.
    showOffer(
      anOffer({ status: 'Accepted', expiresAt: null, offerDocuments: documents.slice(0, 3) }),
    );
    await screen.findByRole('heading', { name: 'Offer letter', level: 3 });
    expect(within(cardOf('Offer letter')).getByText('Document is yet to be signed.')).toBeVisible();
    expect(within(cardOf('Offer letter')).getByRole('button', { name: 'View' })).toBeEnabled();
    expect(within(cardOf('Bank details')).getByRole('button', { name: 'View' })).toBeDisabled();
    expect(
      screen.queryByText('Documents are being revised. Please check back later.'),
    ).toBeInTheDocument();
  });

  it('says Expired on an unsigned document of an expired offer', async () => {
    showOffer(anOffer({ expiresAt: PAST }));
    await screen.findByRole('heading', { name: 'Offer letter', level: 3 });
    expect(within(cardOf('Offer letter')).getByText('Expired Jan 31, 2020')).toBeVisible();
    expect(within(cardOf('Offer letter')).getByRole('button', { name: 'View' })).toBeEnabled();
  });

  it('opens the letter on its page and other documents on the document page', async () => {
    const nda = aDocument({ id: '00000000-0000-4000-8000-000000000001', s3Path: '/nda' });
    const { router } = showOffer(anOffer({ offerDocuments: [aLetter(), nda] }));
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Offer letter', level: 3 });
    await user.click(within(cardOf('Offer letter')).getByRole('button', { name: 'Start' }));
    expect(router.state.location.pathname).toBe(`/careers/offer-letter/${ENC_ID}`);
    expect(router.state.location.search).toBe('?domain=northwind.example');
    await router.navigate(URL);
    await user.click(
      within(cardOf('Non-disclosure agreement')).getByRole('button', { name: 'Start' }),
    );
    expect(router.state.location.pathname).toBe(
      `/careers/offer/${ENC_ID}/offer-document/${nda.id}`,
    );
  });

  it('asks again while a signed file is being generated, until it is there', async () => {
    const waiting = aDocument({ status: 'Signed', signed: true, s3Path: null });
    let asked = 0;
    fakeServer([
      ...SHELL_ROUTES,
      [
        offerCall,
        () => {
          asked += 1;
          const document = asked > 1 ? { ...waiting, s3Path: '/signed' } : waiting;
          const offer = anOffer({ status: 'Accepted', offerDocuments: [document] });
          return { body: { data: keysToSnake(offer) } };
        },
      ],
    ]);
    renderApp(demoBoot({ user: ALEX }), URL);
    expect(await screen.findByText('Signed document is being generated')).toBeVisible();
    await vi.waitFor(
      () => {
        expect(screen.queryByText('Signed document is being generated')).not.toBeInTheDocument();
      },
      { timeout: 6000 },
    );
    expect(screen.getByRole('button', { name: 'View' })).toBeEnabled();
  });

  it('goes back to the offers list when the offer does not exist', async () => {
    fakeServer([
      ...SHELL_ROUTES,
      answer(offersCall, []),
      [offerCall, { status: 404, body: { message: 'Offer not found' } }],
    ]);
    const { router } = renderApp(demoBoot({ user: ALEX }), URL);
    expect(await screen.findByText('No offers found')).toBeVisible();
    expect(router.state.location.pathname).toBe('/careers/offers');
    expect(router.state.location.search).toBe('?domain=northwind.example');
    expect(screen.getByRole('status')).toHaveTextContent(/couldn't find that offer/);
  });
});

describe('confetti', () => {
  it('celebrates once overall, with 200 pieces: not again for this offer, nor for another', async () => {
    reduceMotion(false);
    const { unmount } = showOffer(anOffer());
    await screen.findByRole('heading', { name: 'Job offer for Staff Nurse' });
    await vi.waitFor(() => {
      expect(confetti).toHaveBeenCalledTimes(1);
    });
    expect(confetti).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 200 }));
    expect(window.localStorage.getItem('hasVisitedOffer')).toBe('true');
    unmount();

    const again = showOffer(anOffer());
    await screen.findByRole('heading', { name: 'Job offer for Staff Nurse' });
    again.unmount();
    showOffer(anOffer({ encId: 'offer-porter-8', position: { id: 8, name: 'Porter' } }));
    await screen.findByRole('heading', { name: 'Job offer for Porter' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(confetti).toHaveBeenCalledTimes(1);
  });

  it('takes any value already under hasVisitedOffer as seen (an older list of offers too)', async () => {
    reduceMotion(false);
    for (const value of ['true', JSON.stringify(['offer-cook-1'])]) {
      window.localStorage.setItem('hasVisitedOffer', value);
      const { unmount } = showOffer(anOffer());
      await screen.findByRole('heading', { name: 'Job offer for Staff Nurse' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      unmount();
    }
    expect(confetti).not.toHaveBeenCalled();
  });

  it('does not celebrate offers that are not extended, expired ones, or under reduced motion', async () => {
    reduceMotion(false);
    const cases: Partial<Offer>[] = [
      { status: 'Accepted' },
      { expiresAt: PAST },
      { status: 'Contract Extended' },
    ];
    for (const overrides of cases) {
      const { unmount } = showOffer(anOffer(overrides));
      await screen.findByRole('heading', { name: 'Job offer for Staff Nurse' });
      unmount();
    }
    reduceMotion(true);
    showOffer(anOffer());
    await screen.findByRole('heading', { name: 'Job offer for Staff Nurse' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(confetti).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('hasVisitedOffer')).toBeNull();
  });
});
