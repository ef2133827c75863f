import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { vslogCall } from '@careers/contracts/analytics';
import { profileDetailsCall, profileEditCall } from '@careers/contracts/profile';
import { profileBootstrappingCall } from '@careers/contracts/shell';
import { reloadPage } from '../../shared/session/reload';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { answer, fakeServer } from '../../test/fake-server';
import { aProfile } from '../../test/profile-fixtures';
import { renderApp } from '../../test/render-app';

vi.mock('../../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));

const PROFILE = aProfile({ location: 'Leeds', phone: '+44 113 496 0000', headline: 'Chef' });

function bootstrappingBoot(fields?: ('name' | 'email' | 'location' | 'resume')[]) {
  const boot = demoBoot({ user: ALEX, bootstrapping: { enabled: true, isBootstrapped: false } });
  boot.configs.pcsxConfig.termsOfServiceConfig.enabled = false;
  if (fields) boot.onboardingData.bootstrappingConfig.fields = fields;
  return boot;
}

// The screen is a lazy chunk: transformed once here rather than inside the first test's wait.
beforeAll(async () => {
  await import('./profile-bootstrapping');
}, 60_000);

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  vi.mocked(reloadPage).mockClear();
});

describe('profile bootstrapping screen', () => {
  it('shows the details to confirm and saves corrections through profile_edit first', async () => {
    const user = userEvent.setup();
    const server = fakeServer([
      answer(vslogCall, { stored: 1 }),
      answer(profileDetailsCall, PROFILE),
      answer(profileEditCall, { ...PROFILE, firstName: 'Alexandra', location: 'York' }),
      answer(profileBootstrappingCall, { isBootstrapped: true }),
    ]);
    renderApp(bootstrappingBoot(), '/careers');
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveValue('Alex');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Morgan');
    expect(screen.getByText('alex.morgan@example.com')).toBeInTheDocument();
    expect(
      screen.getByText('You log in with this address, so it cannot be changed here.'),
    ).toBeInTheDocument();
    const location = screen.getByRole('textbox', { name: 'Location' });
    expect(location).toHaveValue('Leeds');
    expect(
      screen.getByText('No resume yet. Upload one and we fill in your profile from it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload resume' })).toBeInTheDocument();

    await user.clear(firstName);
    await user.type(firstName, 'Alexandra');
    await user.clear(location);
    await user.type(location, 'York');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(reloadPage).toHaveBeenCalledTimes(1);
    });
    expect(server.callsTo(profileEditCall).map((call) => call.body)).toEqual([
      {
        domain: 'northwind.example',
        op_section: 'contact',
        operation: 'edit',
        op_data: {
          value: {
            first_name: 'Alexandra',
            last_name: 'Morgan',
            phone: '+44 113 496 0000',
            location: 'York',
            headline: 'Chef',
          },
        },
      },
    ]);
    expect(server.callsTo(profileBootstrappingCall)).toHaveLength(1);
  });

  it('confirms unchanged details without editing the profile', async () => {
    const user = userEvent.setup();
    const server = fakeServer([
      answer(vslogCall, { stored: 1 }),
      answer(profileDetailsCall, PROFILE),
      answer(profileBootstrappingCall, { isBootstrapped: true }),
    ]);
    renderApp(bootstrappingBoot(), '/careers');
    await screen.findByRole('textbox', { name: 'First name' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(reloadPage).toHaveBeenCalledTimes(1);
    });
    expect(server.callsTo(profileEditCall)).toHaveLength(0);
  });

  it('asks only for what bootstrappingConfig names', async () => {
    fakeServer([answer(vslogCall, { stored: 1 }), answer(profileDetailsCall, PROFILE)]);
    renderApp(bootstrappingBoot(['email']), '/careers');
    expect(await screen.findByText('alex.morgan@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload resume' })).not.toBeInTheDocument();
  });

  it('keeps the screen, and says why, when a correction is refused', async () => {
    const user = userEvent.setup();
    const server = fakeServer([
      answer(vslogCall, { stored: 1 }),
      answer(profileDetailsCall, PROFILE),
      [profileEditCall, { status: 422, body: { message: 'Some fields are not valid.' } }],
      answer(profileBootstrappingCall, { isBootstrapped: true }),
    ]);
    renderApp(bootstrappingBoot(['name']), '/careers');
    const lastName = await screen.findByRole('textbox', { name: 'Last name' });
    await user.type(lastName, '-Smith');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Some fields are not valid.')).toBeInTheDocument();
    expect(server.callsTo(profileBootstrappingCall)).toHaveLength(0);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
