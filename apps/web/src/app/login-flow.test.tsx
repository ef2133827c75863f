import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../shared/i18n/i18n';
import { goTo, reloadPage } from '../shared/session/reload';
import { demoBoot } from '../test/demo-boot';
import { vslogCall } from '@careers/contracts/analytics';
import { emailCodeCall, verifyCall } from '@careers/contracts/auth';
import { answer, fakeServer, type FakeRoute } from '../test/fake-server';
import { renderApp } from '../test/render-app';

vi.mock('../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));

const SEND_CODE = answer(emailCodeCall, { sent: true });
const LOGIN_ROUTES: FakeRoute[] = [
  answer(vslogCall, { stored: 1 }),
  SEND_CODE,
  answer(
    verifyCall,
    {
      user: {
        id: 'c1',
        email: 'alex.morgan@example.com',
        firstName: 'Alex',
        lastName: 'Morgan',
        isAdmin: false,
      },
    },
    { 'X-CSRF-Token': 'session-token' },
  ),
];

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="anon-token">';
  vi.mocked(reloadPage).mockClear();
  vi.mocked(goTo).mockClear();
  await changeLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

async function logInThroughDialog(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  await user.type(screen.getByLabelText('Email address'), 'alex.morgan@example.com');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(
    await screen.findByText('We sent a 6-digit code to alex.morgan@example.com.'),
  ).toBeInTheDocument();
  await user.type(screen.getByLabelText('Login code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return dialog;
}

describe('login modal', () => {
  it('logs in from the navbar with the mailed code, then reloads', async () => {
    const user = userEvent.setup();
    const server = fakeServer(LOGIN_ROUTES);
    renderApp(demoBoot(), '/careers?domain=northwind.example');
    await user.click(await screen.findByRole('link', { name: 'Log in' }));
    await logInThroughDialog(user);
    await waitFor(() => {
      expect(reloadPage).toHaveBeenCalledTimes(1);
    });
    expect(server.callsTo(emailCodeCall)[0]?.body).toEqual({
      email: 'alex.morgan@example.com',
      domain: 'northwind.example',
    });
    expect(server.callsTo(verifyCall)[0]?.body).toEqual({
      email: 'alex.morgan@example.com',
      code: '123456',
      domain: 'northwind.example',
    });
    expect(document.querySelector('meta[name="csrf-token"]')).toHaveAttribute(
      'content',
      'session-token',
    );
  });

  it('resets the sort option on login', async () => {
    const user = userEvent.setup();
    fakeServer(LOGIN_ROUTES);
    renderApp(demoBoot(), '/careers?query=nurse&sort_by=newest&domain=northwind.example');
    await user.click(await screen.findByRole('link', { name: 'Log in' }));
    await logInThroughDialog(user);
    await waitFor(() => {
      expect(goTo).toHaveBeenCalledWith('/careers?query=nurse&domain=northwind.example');
    });
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('says a refused code (422) in the candidate language, not the server wording', async () => {
    const user = userEvent.setup();
    fakeServer([
      answer(vslogCall, { stored: 1 }),
      SEND_CODE,
      [
        verifyCall,
        { status: 422, body: { message: 'Server wording', errors: { code: 'Server wording' } } },
      ],
    ]);
    renderApp(demoBoot(), '/careers?show_login_modal=1');
    await logInThroughDialog(user);
    // The search page behind the modal may raise its own alert (its call is not faked here).
    expect(await screen.findByText('That code is not correct or has expired.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('opens on a protected route; closing while logged out goes to /careers keeping pass-through params', async () => {
    const user = userEvent.setup();
    fakeServer(LOGIN_ROUTES);
    const { router } = renderApp(
      demoBoot(),
      '/careers/offers?domain=northwind.example&hl=en&tab=x',
    );
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Offers' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/careers');
    });
    expect(router.state.location.search).toBe('?domain=northwind.example&hl=en');
  });

  it('opens with show_login_modal=true and Escape closes it, keeping the page', async () => {
    const user = userEvent.setup();
    fakeServer(LOGIN_ROUTES);
    const { router } = renderApp(
      demoBoot(),
      '/careers/job/12?show_login_modal=true&domain=northwind.example',
    );
    await screen.findByRole('dialog', { name: 'Log in' });
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(router.state.location.pathname).toBe('/careers/job/12');
    expect(router.state.location.search).toBe('?domain=northwind.example');
  });
});

describe('full-page login', () => {
  it('shows "Log in to Northwind" and returns to a safe next', async () => {
    const user = userEvent.setup();
    fakeServer(LOGIN_ROUTES);
    renderApp(demoBoot(), '/candidate/login?domain=northwind.example&next=%2Fcareers%2Foffers');
    expect(await screen.findByRole('heading', { name: 'Log in to Northwind' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'alex.morgan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Login code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => {
      expect(goTo).toHaveBeenCalledWith('/careers/offers');
    });
  });
});
