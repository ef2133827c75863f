import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EsignHeader } from './esign-header';

const header = {
  companyName: 'Northwind',
  documentName: 'Offer letter',
  signerEmail: 'a@example.com',
};

describe('EsignHeader', () => {
  it('names the signer and their address', () => {
    render(<EsignHeader {...header} signerName="Alex Doe" />);
    expect(screen.getByText(/Signing as/)).toHaveTextContent(
      'Signing as \u2068Alex Doe\u2069 (\u2068a@example.com\u2069)',
    );
  });

  it('names only the address of an account without a name', () => {
    render(<EsignHeader {...header} signerName="" />);
    expect(screen.getByText(/Signing as/)).toHaveTextContent(
      'Signing as \u2068a@example.com\u2069',
    );
  });
});
