import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { declineOfferCall } from '@careers/contracts/offers';
import { anOffer, ENC_ID, resetEachLetterTest, showLetterPage } from './offers-test-fixtures';

vi.mock('../../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));
vi.mock('@careers/forms/react', () => import('./offers-test-viewers'));

resetEachLetterTest();

describe('the decline modal', () => {
  it('declines the offer after a last look', async () => {
    const offer = anOffer();
    const { server, user, router } = showLetterPage(offer);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline offer?' });
    expect(
      within(dialog).getByText(
        'Declining removes this offer from your pending opportunities and notifies the company. This action cannot be undone.',
      ),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Back to offer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo(declineOfferCall)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline offer' }),
    );
    expect(await screen.findByText('Successfully rejected the offer')).toBeVisible();
    expect(server.callsTo(declineOfferCall)[0]?.path).toBe(`/api/offer/offers/${ENC_ID}/decline`);
    expect(router.state.location.pathname).toBe(`/careers/offer/${ENC_ID}`);
    // The offer is fetched again after the call, which may draw the sentence anew: wait for the
    // page to settle rather than hold on to the first element found (it failed under load).
    await waitFor(() => {
      expect(screen.getByText(/^You declined this offer\./)).toBeVisible();
    });
  });

  it('shows the server message when declining fails, else its own', async () => {
    const { user, unmount } = showLetterPage(anOffer(), [
      [declineOfferCall, { status: 409, body: { message: 'This offer has expired.' } }],
    ]);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline offer' }),
    );
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'This offer has expired.',
    );
    unmount();

    const failing = showLetterPage(anOffer(), [
      [declineOfferCall, { status: 502, body: 'Bad gateway' }],
    ]);
    await failing.user.click(await screen.findByRole('button', { name: 'Decline' }));
    await failing.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline offer' }),
    );
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Something went wrong when rejecting the offer',
    );
  });

  it('says the general form when declining gets no answer at all', async () => {
    const { user } = showLetterPage(anOffer(), [
      [
        declineOfferCall,
        () => {
          throw new TypeError('Failed to fetch');
        },
      ],
    ]);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline offer' }),
    );
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'There was a problem rejecting the offer',
    );
  });

  it('says the offer letter has been rejected on the letter of a declined offer', async () => {
    showLetterPage(anOffer({ status: 'Declined' }));
    expect(await screen.findByText('Offer letter has been rejected')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });
});
