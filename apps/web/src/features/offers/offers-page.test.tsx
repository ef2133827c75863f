import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vslogCall } from '@careers/contracts/analytics';
import { offersCall, type Offer } from '@careers/contracts/offers';
import { changeLocale } from '../../shared/i18n/i18n';
import { clearToasts } from '../../shared/toasts/toast-queue';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { answer, fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { anOffer, PAST, SHELL_ROUTES } from './offers-test-fixtures';

vi.mock('../../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));

function offerNamed(name: string, overrides: Partial<Offer>): Offer {
  return anOffer({
    id: name,
    encId: `enc-${name.replace(/\W/g, '-')}`,
    position: { id: 1, name },
    ...overrides,
  });
}

const OFFERS: Offer[] = [
  offerNamed('Staff Nurse', { status: 'Extended' }),
  offerNamed('Night Nurse', { status: 'Extended', expiresAt: PAST }),
  offerNamed('Locum Doctor', { status: 'Contract Extended', expiresAt: null }),
  offerNamed('Porter', { status: 'Accepted', hideOfferStatus: true }),
  offerNamed('Cook', { status: 'Declined' }),
  offerNamed('Driver', { status: 'Canceled' }),
  offerNamed('Pharmacist', { status: 'Contract Accepted', updatedAt: '2024-11-23T12:00:00.000Z' }),
];

function cardOf(name: string): HTMLElement {
  const card = screen.getByRole('heading', { name }).closest('li');
  expect(card).not.toBeNull();
  return card!;
}

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  await changeLocale('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('the offers list', () => {
  it('shows one card per offer with its label, tag, date line and button', async () => {
    fakeServer([...SHELL_ROUTES, answer(offersCall, OFFERS)]);
    renderApp(demoBoot({ user: ALEX }), '/careers/offers?domain=northwind.example');
    expect(await screen.findByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();
    await screen.findByRole('heading', { name: 'Staff Nurse' });

    const open = cardOf('Staff Nurse');
    expect(within(open).getByText('Offer extended')).toBeVisible();
    expect(within(open).getByText('Action required')).toBeVisible();
    expect(within(open).getByText('Expires Jan 31, 2099')).toBeVisible();
    expect(within(open).getByText('01/15/2020')).toBeVisible();
    const view = within(open).getByRole('link', { name: 'View job offer' });
    expect(view).toHaveAttribute('data-variant', 'primary');
    expect(view).toHaveAttribute('href', '/careers/offer/enc-Staff-Nurse?domain=northwind.example');

    // The server keeps Extended; past expires_at the client reads it as expired.
    const expired = cardOf('Night Nurse');
    expect(within(expired).getByText('Offer expired')).toBeVisible();
    expect(within(expired).queryByText('Action required')).not.toBeInTheDocument();
    expect(within(expired).queryByText(/^Expires/)).not.toBeInTheDocument();
    expect(within(expired).getByRole('link', { name: 'View job offer' })).toHaveAttribute(
      'data-variant',
      'secondary',
    );

    const contract = cardOf('Locum Doctor');
    expect(within(contract).getByText('Contract extended')).toBeVisible();
    expect(within(contract).getByText('Action required')).toBeVisible();
    expect(within(contract).getByRole('link', { name: 'View job offer' })).toHaveAttribute(
      'data-variant',
      'primary',
    );

    const hidden = cardOf('Porter');
    expect(within(hidden).queryByText('Offer accepted')).not.toBeInTheDocument();
    expect(hidden.querySelector('[data-status]')).toBeNull();
    expect(within(hidden).getByText('01/15/2020')).toBeVisible();

    const labels: [string, string][] = [
      ['Cook', 'Offer declined'],
      ['Driver', 'Offer canceled'],
      ['Pharmacist', 'Contract accepted'],
    ];
    for (const [name, label] of labels) {
      const card = cardOf(name);
      expect(within(card).getByText(label)).toBeVisible();
      expect(within(card).queryByText('Action required')).not.toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'View job offer' })).toHaveAttribute(
        'data-variant',
        'secondary',
      );
    }
    expect(within(cardOf('Pharmacist')).getByText('11/23/2024')).toBeVisible();
    // The link names its offer for those who browse by links.
    expect(within(open).getByRole('link', { name: 'View job offer' })).toHaveAccessibleDescription(
      'Staff Nurse',
    );
  });

  it('says so when there are no offers', async () => {
    fakeServer([...SHELL_ROUTES, answer(offersCall, [])]);
    renderApp(demoBoot({ user: ALEX }), '/careers/offers');
    expect(await screen.findByText('No offers found')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'View job offer' })).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const server = fakeServer([
      ...SHELL_ROUTES,
      [offersCall, { status: 404, body: { message: 'Nope' } }],
    ]);
    renderApp(demoBoot({ user: ALEX }), '/careers/offers');
    expect(await screen.findByText('We could not load your offers.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => {
      expect(server.callsTo(offersCall)).toHaveLength(2);
    });
  });

  it('reports a failed list it shows itself (no snack): the console and /vslog', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = fakeServer([
      ...SHELL_ROUTES,
      [offersCall, { status: 503, body: { message: 'Down for maintenance' } }],
    ]);
    renderApp(demoBoot({ user: ALEX }), '/careers/offers?domain=northwind.example');
    expect(await screen.findByText('We could not load your offers.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Could not fetch: GET /api/offer/offers', expect.any(Error));
    await vi.waitFor(() => {
      // (A page left over from the test before may still report its own failure: 404.)
      const reports = server
        .callsTo(vslogCall)
        .map((request) => request.body as { namespace: string; event: string; data_json: string })
        .filter((body) => body.namespace === 'fetch' && body.data_json.includes('503'));
      expect(reports).toHaveLength(1);
      expect(reports[0]?.event).toBe('fetch_failed');
      expect(JSON.parse(reports[0]!.data_json)).toMatchObject({
        call: 'GET /api/offer/offers',
        status: 503,
        path: '/careers/offers',
      });
    });
    // Fetched once: no retry.
    expect(server.callsTo(offersCall)).toHaveLength(1);
    warn.mockRestore();
  });

  it('reads in German with the same date line', async () => {
    fakeServer([...SHELL_ROUTES, answer(offersCall, [OFFERS[0]!])]);
    await changeLocale('de');
    renderApp(demoBoot({ user: ALEX }), '/careers/offers');
    const card = (await screen.findByRole('heading', { name: 'Staff Nurse' })).closest('li')!;
    expect(within(card).getByText('Angebot erhalten')).toBeVisible();
    expect(within(card).getByText('Handlung erforderlich')).toBeVisible();
    expect(within(card).getByText('01/15/2020')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Jobangebot ansehen' })).toBeVisible();
  });
});
