import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { acceptOfferCall } from '@careers/contracts/offers';
import { demoBoot } from '../../test/demo-boot';
import { anOffer, partsOf, resetEachLetterTest, showLetterPage } from './offers-test-fixtures';

vi.mock('../../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));
vi.mock('@careers/forms/react', () => import('./offers-test-viewers'));

resetEachLetterTest();

describe('the typed signature', () => {
  async function openTypedForm(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('switch', { name: 'Sign by typing your name' }));
    return {
      terms: screen.getByRole('checkbox', {
        name: 'I have read and agree to the terms and conditions',
      }),
      signature: screen.getByRole('textbox', { name: 'Signature (your full name)' }),
      submit: screen.getByRole('button', { name: 'Sign and accept offer' }),
    };
  }

  it('needs the terms and the full name exactly, then sends them', async () => {
    const offer = anOffer();
    const { server, user } = showLetterPage(offer);
    const form = await openTypedForm(user);

    await user.click(form.submit);
    expect(
      await screen.findByText('Please confirm that you agree to the terms and conditions.'),
    ).toBeVisible();
    expect(screen.getByText('Please type your full name to sign.')).toBeVisible();
    expect(form.terms).toHaveAttribute('aria-invalid', 'true');

    await user.click(form.terms);
    await user.type(form.signature, 'alex morgan');
    await user.click(form.submit);
    expect(
      await screen.findByText(
        'Please enter your full name as shown on the offer letter and your profile.',
      ),
    ).toBeVisible();
    expect(
      screen.queryByText('Please confirm that you agree to the terms and conditions.'),
    ).not.toBeInTheDocument();
    expect(server.callsTo(acceptOfferCall)).toHaveLength(0);

    await user.clear(form.signature);
    await user.type(form.signature, 'Alex Morgan');
    await user.click(form.submit);
    expect(await screen.findByText('Successfully signed the offer letter')).toBeVisible();
    const parts = partsOf(server.callsTo(acceptOfferCall)[0]?.body);
    expect(parts.typed_signature).toBe('Alex Morgan');
    expect(parts.terms_accepted).toBe('true');
    expect(parts.signed_offer_letter_pdf_file).toBeUndefined();
  });

  it('rejects every signature when no name is known', async () => {
    const { server, user } = showLetterPage(
      anOffer(),
      [],
      demoBoot({ user: { firstName: '', lastName: '', email: 'x@example.com' } }),
    );
    const form = await openTypedForm(user);
    await user.click(form.terms);
    await user.type(form.signature, 'Alex Morgan');
    await user.click(form.submit);
    expect(
      await screen.findByText(
        'Please enter your full name as shown on the offer letter and your profile.',
      ),
    ).toBeVisible();
    expect(server.callsTo(acceptOfferCall)).toHaveLength(0);
  });
});
