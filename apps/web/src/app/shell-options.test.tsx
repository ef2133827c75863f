import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../shared/i18n/i18n';
import { clearToasts } from '../shared/toasts/toast-queue';
import { ALEX, demoBoot } from '../test/demo-boot';
import { vslogCall } from '@careers/contracts/analytics';
import { saveThemeCall } from '@careers/contracts/config';
import { termsOfServiceCall } from '@careers/contracts/shell';
import { answer, fakeServer } from '../test/fake-server';
import { renderApp } from '../test/render-app';

vi.mock('../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));

const VSLOG = answer(vslogCall, { stored: 1 });
const TERMS_ATTESTED = answer(termsOfServiceCall, { tosAttested: true });

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  await changeLocale('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('configured shell parts', () => {
  it('shows the instance and implementation-phase banners, hides powered-by when asked', async () => {
    fakeServer([VSLOG]);
    const boot = demoBoot();
    boot.instanceBannerData = { displayBanner: true, displayText: 'Maintenance tonight at 22:00.' };
    boot.configs.pcsxConfig.implementationPhaseBanner = {
      enabled: true,
      text: 'This site is being set up.',
    };
    boot.configs.pcsxConfig.branding.customPageSections.footer.hidePoweredBy = true;
    renderApp(boot, '/careers');
    expect(await screen.findByText('Maintenance tonight at 22:00.')).toBeInTheDocument();
    // The form toolkit's banner: a note with its info icon.
    const phase = screen.getByRole('note');
    expect(phase).toHaveTextContent('This site is being set up.');
    expect(phase.querySelector('svg')).not.toBeNull();
    expect(screen.queryByText('Powered by Careers')).not.toBeInTheDocument();
  });

  it('hides the footer on routes that say so, and the alert banner shows per page', async () => {
    fakeServer([VSLOG, TERMS_ATTESTED]);
    const { router } = renderApp(demoBoot({ user: ALEX }), '/careers/apply?pid=3');
    // Unknown to the fake server: the apply page says so, footer hidden all the same.
    await screen.findByRole('heading', { name: 'This job does not exist' });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await router.navigate('/careers/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please keep your profile up to date.',
    );
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('theme builder', () => {
  it('is absent for other users', async () => {
    fakeServer([VSLOG]);
    renderApp(demoBoot(), '/careers');
    await screen.findByRole('heading', { name: 'Find your next job at Northwind' });
    expect(screen.queryByRole('button', { name: 'Theme builder' })).not.toBeInTheDocument();
  });

  it('previews edits live and saves the theme', async () => {
    const user = userEvent.setup();
    const server = fakeServer([
      VSLOG,
      TERMS_ATTESTED,
      // The server answers the theme it stored: the one just sent.
      [
        saveThemeCall,
        (request) => ({ body: { data: { theme: (request.body as { theme: unknown }).theme } } }),
      ],
    ]);
    renderApp(demoBoot({ user: ALEX, themeBuilderUser: true }), '/careers');
    await user.click(await screen.findByRole('button', { name: 'Theme builder' }));
    fireEvent.change(await screen.findByLabelText('Primary colour'), {
      target: { value: '#aa0000' },
    });
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#aa0000');
    await user.clear(screen.getByLabelText('Corner radius (px)'));
    await user.type(screen.getByLabelText('Corner radius (px)'), '12');
    expect(document.documentElement.style.getPropertyValue('--brand-radius')).toBe('12px');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Theme saved')).toBeInTheDocument();
    expect(server.callsTo(saveThemeCall)[0]?.body).toMatchObject({
      domain: 'northwind.example',
      theme: { primary_color: '#aa0000', border_radius: 12 },
    });
  });
});
