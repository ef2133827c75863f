import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BootDataProvider } from '../shared/boot/boot-data-context';
import { ALEX, demoBoot } from '../test/demo-boot';
import { vslogCall } from '@careers/contracts/analytics';
import { answer, fakeServer } from '../test/fake-server';
import { RouteError } from './route-error';

function Crash(): never {
  throw new Error('Widget exploded');
}

function renderCrash(isAdmin: boolean, contactUrl?: string) {
  const router = createMemoryRouter([
    { path: '/', element: <Crash />, errorElement: <RouteError /> },
  ]);
  const boot = demoBoot({ user: { ...ALEX, isAdmin } });
  if (contactUrl) boot.configs.pcsxConfig.errorReporting = { contactUrl };
  render(
    <BootDataProvider value={boot}>
      <RouterProvider router={router} />
    </BootDataProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the 500 screen', () => {
  it('shows the texts and links, reports the crash to /vslog, hides details from candidates', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = fakeServer([answer(vslogCall, { stored: 1 })]);
    renderCrash(false);
    expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(screen.getByText('Our engineers have been notified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'mailto:careers@northwind.example',
    );
    expect(screen.queryByText(/Widget exploded/)).not.toBeInTheDocument();
    await waitFor(() => {
      expect(server.callsTo(vslogCall)).toHaveLength(1);
    });
    expect(server.callsTo(vslogCall)[0]?.body).toMatchObject({
      namespace: 'crash',
      event: 'client_error',
    });
  });

  it('links Contact us to the employer’s configured address', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeServer([answer(vslogCall, { stored: 1 })]);
    renderCrash(false, 'https://northwind.example/help');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'https://northwind.example/help',
    );
  });

  it('shows the error text to admins', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeServer([answer(vslogCall, { stored: 1 })]);
    renderCrash(true);
    expect(screen.getByText('Error: Widget exploded')).toBeInTheDocument();
  });
});
