import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../shared/i18n/i18n';
import { clearToasts } from '../shared/toasts/toast-queue';
import { ALEX, demoBoot } from '../test/demo-boot';
import { vslogCall } from '@careers/contracts/analytics';
import { answer, fakeServer } from '../test/fake-server';
import { renderApp } from '../test/render-app';

vi.mock('../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  await changeLocale('en');
  fakeServer([answer(vslogCall, { stored: 1 })]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('the shell on /careers', () => {
  it('shows navbar, sanitised banner, hero per width, footer and the title', async () => {
    renderApp(demoBoot(), '/careers?domain=northwind.example');
    expect(
      await screen.findByRole('heading', { name: 'Find your next job at Northwind' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Northwind' }).closest('a')).toHaveAttribute(
      'href',
      '/careers?domain=northwind.example',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();

    const banner = screen.getByText("We're hiring").closest('[data-kind]');
    expect(banner).toHaveAttribute('data-kind', 'info');
    expect(banner?.innerHTML).not.toContain('script');

    const hero = screen.getByRole('img', { name: 'Northwind team at work' });
    expect(hero).toHaveAttribute('src', '/demo/hero-narrow.svg');
    const source = hero.parentElement?.querySelector('source');
    expect(source).toHaveAttribute('media', '(min-width: 992px)');
    expect(source).toHaveAttribute('srcset', '/demo/hero-wide.svg');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'All jobs' })).toBeInTheDocument();
    expect(within(footer).getByText('Powered by Careers')).toBeInTheDocument();
    expect(document.title).toBe('Careers at Northwind');
  });

  it('titles by precedence: SEO config, then query at location', async () => {
    const { router } = renderApp(demoBoot({ user: ALEX }), '/careers/offers');
    await screen.findByRole('heading', { name: 'Offers' });
    expect(document.title).toBe('Your offers | Northwind');
    await act(() => router.navigate('/careers/software-engineer/new_york'));
    await waitFor(() => {
      expect(document.title).toBe('software engineer at new york');
    });
  });

  it('sends a page-view event to /vslog one second after the page loads', async () => {
    const server = fakeServer([answer(vslogCall, { stored: 1 })]);
    renderApp(demoBoot(), '/careers/job/123-chef?domain=northwind.example');
    // The fake server knows no position 123: the job page says so once its call answers.
    await screen.findByRole('heading', { name: 'This job does not exist' });
    // The page's other reports (the failed call for position 123) go to /vslog too.
    const pageViews = () =>
      server
        .callsTo(vslogCall)
        .filter((call) => (call.body as { namespace?: string }).namespace === 'page_analytics');
    expect(pageViews()).toHaveLength(0);
    await waitFor(
      () => {
        expect(pageViews()).toHaveLength(1);
      },
      {
        timeout: 2000,
      },
    );
    const [call] = pageViews();
    expect(call?.search).toBe('?domain=northwind.example&pid=123');
    expect(call?.body).toMatchObject({ namespace: 'page_analytics', event: 'page_view' });
    expect(JSON.parse((call?.body as { data_json: string }).data_json)).toMatchObject({
      pageId: 'singlePosition',
    });
  });
});

// The login redirect (docs/product/shell-and-gates.md): the navbar's Log in leads to the
// candidate login page with the group, the positions, the microsite, the language and the way back.
describe('Log in', () => {
  it('links to /candidate/login with domain, pid (comma-joined), microsite, hl and next', async () => {
    const boot = demoBoot();
    boot.microsite = 'nursing';
    await changeLocale('de');
    renderApp(boot, '/careers?domain=northwind.example&hl=de&pid=12,34&query=nurse');
    const link = await screen.findByRole('link', { name: 'Anmelden' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/candidate/login');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      domain: 'northwind.example',
      pid: '12,34',
      microsite: 'nursing',
      hl: 'de',
      next: '/careers?domain=northwind.example&hl=de&pid=12,34&query=nurse',
    });
  });

  it('opens the login modal once the app runs', async () => {
    const user = userEvent.setup();
    renderApp(demoBoot(), '/careers/job/42-nurse?domain=northwind.example');
    const link = await screen.findByRole('link', { name: 'Log in' });
    expect(link.getAttribute('href')).toContain('pid=42');
    await user.click(link);
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('language', () => {
  it('switches to Arabic: hl in the URL, lang and dir on <html>, translated shell', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(demoBoot(), '/careers?domain=northwind.example');
    await screen.findByRole('heading', { name: 'Find your next job at Northwind' });
    await user.click(screen.getByRole('button', { name: /Language/ }));
    await user.click(await screen.findByRole('option', { name: 'العربية' }));
    await waitFor(() => {
      expect(document.documentElement.dir).toBe('rtl');
    });
    expect(document.documentElement.lang).toBe('ar');
    expect(router.state.location.search).toBe('?domain=northwind.example&hl=ar');
    expect(
      await screen.findByRole('heading', { name: 'اعثر على وظيفتك القادمة في Northwind' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('الوظائف في Northwind');
  });
});

describe('the user menu', () => {
  it('is named by the address of a candidate who has no name yet', async () => {
    renderApp(
      demoBoot({ user: { firstName: '', lastName: '', email: 'new@example.com' } }),
      '/careers?domain=northwind.example',
    );
    const menu = await screen.findByRole('button', { name: 'new@example.com' });
    expect(within(menu).getByText('N')).toBeInTheDocument();
  });

  it('is named after the user and links dashboard, profile, offers and log out', async () => {
    const user = userEvent.setup();
    renderApp(demoBoot({ user: ALEX }), '/careers?domain=northwind.example&hl=de&query=x');
    await user.click(await screen.findByRole('button', { name: 'Alex Morgan' }));
    const menu = await screen.findByRole('menu');
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['Dashboard', 'Profile', 'Offers', 'Job alerts', 'Log out']);
    expect(within(menu).getByRole('menuitem', { name: 'Offers' })).toHaveAttribute(
      'href',
      '/careers/offers?domain=northwind.example&hl=de',
    );
  });
});

// customNavbarConfig (docs/product/shell-and-gates.md): the employer's logo and links, shown to
// visitors per `enable` and to logged-in candidates per `showInLoggedinView`.
describe('the custom navbar', () => {
  function withCustomNavbar(boot: ReturnType<typeof demoBoot>, enable: boolean, loggedIn: boolean) {
    boot.configs.pcsxConfig.branding.customPageSections.customNavbarConfig = {
      enable,
      showInLoggedinView: loggedIn,
      logoUrl: 'https://cdn.example/northwind-wide.svg',
      logoAlt: 'Northwind Traders',
      homeUrl: 'https://northwind.example',
      links: [
        { label: 'About us', labels: { de: 'Über uns' }, url: 'https://northwind.example/about' },
        { label: 'Benefits', labels: {}, url: '/careers/benefits' },
      ],
    };
    return boot;
  }

  it("shows a visitor the employer's logo and links when enabled, in the page's language", async () => {
    await changeLocale('de');
    renderApp(withCustomNavbar(demoBoot(), true, false), '/careers?domain=northwind.example&hl=de');
    const logo = await screen.findByRole('img', { name: 'Northwind Traders' });
    expect(logo).toHaveAttribute('src', 'https://cdn.example/northwind-wide.svg');
    expect(logo.closest('a')).toHaveAttribute('href', 'https://northwind.example');
    const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    expect(await within(nav).findByRole('link', { name: 'Über uns' })).toHaveAttribute(
      'href',
      'https://northwind.example/about',
    );
    expect(within(nav).getByRole('link', { name: 'Benefits' })).toHaveAttribute(
      'href',
      '/careers/benefits',
    );
  });

  it('keeps the standard navbar for a logged-in candidate unless showInLoggedinView', async () => {
    const { unmount } = renderApp(
      withCustomNavbar(demoBoot({ user: ALEX }), true, false),
      '/careers?domain=northwind.example',
    );
    expect(await screen.findByRole('img', { name: 'Northwind' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'About us' })).not.toBeInTheDocument();
    unmount();

    renderApp(
      withCustomNavbar(demoBoot({ user: ALEX }), false, true),
      '/careers?domain=northwind.example',
    );
    expect(await screen.findByRole('img', { name: 'Northwind Traders' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'About us' }).length).toBeGreaterThan(0);
  });

  it('is not shown to a visitor when enable is off', async () => {
    renderApp(withCustomNavbar(demoBoot(), false, true), '/careers?domain=northwind.example');
    expect(await screen.findByRole('img', { name: 'Northwind' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'About us' })).not.toBeInTheDocument();
  });
});
