import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../shared/i18n/i18n';
import { reloadPage } from '../shared/session/reload';
import { ALEX, SAM, demoBoot } from '../test/demo-boot';
import { vslogCall } from '@careers/contracts/analytics';
import {
  acceptTermsCall,
  onboardingCall,
  profileBootstrappingCall,
  termsOfServiceCall,
} from '@careers/contracts/shell';
import { answer, fakeServer } from '../test/fake-server';
import { aProfile } from '../test/profile-fixtures';
import { profileDetailsCall } from '@careers/contracts/profile';
import { renderApp } from '../test/render-app';

vi.mock('../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));

const VSLOG = answer(vslogCall, { stored: 1 });

// The shell, the terms modal and the bootstrapping screen are lazy chunks: transformed once here
// rather than inside the first test's wait, which a busy machine can outlast.
beforeAll(async () => {
  await Promise.all([
    import('./root-layout'),
    import('../features/shell/terms-modal'),
    import('../features/shell/profile-bootstrapping'),
  ]);
}, 60_000);

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  vi.mocked(reloadPage).mockClear();
  await changeLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('terms-of-service gate', () => {
  it('blocks until accepted, cannot be closed, then onboards and reloads', async () => {
    const user = userEvent.setup();
    const server = fakeServer([
      VSLOG,
      answer(termsOfServiceCall, { tosAttested: false }),
      answer(acceptTermsCall, { tosAttested: true }),
      answer(onboardingCall, { isOnboarded: true }),
    ]);
    renderApp(demoBoot({ user: SAM, isOnboarded: false }), '/careers?domain=northwind.example');
    const dialog = await screen.findByRole('dialog', { name: 'Terms of service' });
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Terms of service' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => {
      expect(reloadPage).toHaveBeenCalledTimes(1);
    });
    expect(server.callsTo(termsOfServiceCall)[0]?.search).toBe('?domain=northwind.example');
    expect(server.callsTo(acceptTermsCall)[0]?.body).toEqual({
      domain: 'northwind.example',
    });
    expect(server.callsTo(onboardingCall)).toHaveLength(1);
  });

  it('closes without reload for an onboarded candidate', async () => {
    const user = userEvent.setup();
    const server = fakeServer([
      VSLOG,
      answer(termsOfServiceCall, { tosAttested: false }),
      answer(acceptTermsCall, { tosAttested: true }),
    ]);
    renderApp(demoBoot({ user: ALEX }), '/careers');
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(server.callsTo(onboardingCall)).toHaveLength(0);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('does not ask when attested, and a failed fetch just ends loading (no toast)', async () => {
    fakeServer([VSLOG, [termsOfServiceCall, { status: 500, body: { message: 'down' } }]]);
    renderApp(demoBoot({ user: ALEX }), '/careers');
    await screen.findByRole('heading', { name: 'Find your next job at Northwind' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Server error. Please try again.')).not.toBeInTheDocument();
  });

  it('is not fetched for visitors', async () => {
    const server = fakeServer([VSLOG]);
    renderApp(demoBoot(), '/careers');
    await screen.findByRole('heading', { name: 'Find your next job at Northwind' });
    expect(server.callsTo(termsOfServiceCall)).toHaveLength(0);
  });
});

describe('profile bootstrapping', () => {
  it('replaces the page until Continue, which posts and reloads', async () => {
    const user = userEvent.setup();
    const server = fakeServer([
      VSLOG,
      answer(profileDetailsCall, aProfile()),
      answer(profileBootstrappingCall, { isBootstrapped: true }),
    ]);
    const boot = demoBoot({ user: ALEX, bootstrapping: { enabled: true, isBootstrapped: false } });
    boot.configs.pcsxConfig.termsOfServiceConfig.enabled = false;
    renderApp(boot, '/careers');
    expect(
      await screen.findByRole('heading', { name: "Let's set up your profile" }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(reloadPage).toHaveBeenCalledTimes(1);
    });
    expect(server.callsTo(profileBootstrappingCall)).toHaveLength(1);
  });
});
