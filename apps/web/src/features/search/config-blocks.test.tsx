import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vslogCall } from '@careers/contracts/analytics';
import { keysToSnake } from '@careers/contracts/case';
import { overridesCall, positionDetailsCall, searchCall } from '@careers/contracts/search';
import { clearToasts } from '../../shared/toasts/toast-queue';
import { demoBoot } from '../../test/demo-boot';
import { answer, fakeServer } from '../../test/fake-server';
import { detailOf, RESULT } from '../../test/position-fixtures';
import { renderApp } from '../../test/render-app';

vi.mock('../../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
  clearToasts();
});

// jsdom's navigator has no geolocation: the browser's answer, given by the test.
function giveGeolocation(
  getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) => void,
) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
}

function searchSite(overrides: object) {
  const first = RESULT.positions[0];
  if (!first) throw new Error('no fixture');
  return fakeServer([
    answer(vslogCall, { stored: 1 }),
    answer(searchCall, RESULT),
    [
      positionDetailsCall,
      { body: { data: keysToSnake(detailOf(first)), metadata: { is_fallback: false } } },
    ],
    answer(overridesCall, { overrides }),
  ]);
}

// positionDetailsConfig and the position's overrides (docs/product/job-pages.md).
describe("the detail's blocks", () => {
  it("show as the group's config and the position's overrides say", async () => {
    searchSite({ positionDetailsConfig: { showSalary: false, showLevel: true } });
    const boot = demoBoot();
    boot.configs.pcsxConfig.positionDetailsConfig.showLevel = false;
    boot.configs.pcsxConfig.positionDetailsConfig.showDescription = false;
    renderApp(boot, '/careers?query=nurse');
    const detail = await screen.findByRole('region', { name: 'Job details' });
    expect(await within(detail).findByText('Level')).toBeVisible();
    await waitFor(() => {
      expect(within(detail).queryByText('Pay')).not.toBeInTheDocument();
    });
    expect(within(detail).getByText('Employment type')).toBeVisible();
    expect(within(detail).queryByText('About the Registered Nurse role.')).not.toBeInTheDocument();
  });
});

// searchConfig.currentLocation (docs/product/search.md).
describe('Near me', () => {
  it("searches around the browser's position, named 'Current location'", async () => {
    searchSite({});
    giveGeolocation((success) => {
      success({ coords: { latitude: 52.520_01, longitude: 13.404_95 } } as GeolocationPosition);
    });
    const { router } = renderApp(demoBoot(), '/careers?query=nurse');
    await userEvent.setup().click(await screen.findByRole('button', { name: /Near me/ }));
    await waitFor(() => {
      expect(new URLSearchParams(router.state.location.search).get('location')).toBe(
        'Current location:::52.52,13.405',
      );
    });
  });

  it('says so when the position cannot be found, and is absent when the setting is off', async () => {
    searchSite({});
    giveGeolocation((_, failure) => {
      failure?.({ code: 1 } as GeolocationPositionError);
    });
    const { unmount } = renderApp(demoBoot(), '/careers');
    await userEvent.setup().click(await screen.findByRole('button', { name: /Near me/ }));
    expect(
      await screen.findByText('Your location could not be found. Type a place instead.'),
    ).toBeVisible();
    unmount();

    const boot = demoBoot();
    boot.configs.pcsxConfig.searchConfig.currentLocation.enabled = false;
    renderApp(boot, '/careers');
    await screen.findByRole('search');
    expect(screen.queryByRole('button', { name: /Near me/ })).not.toBeInTheDocument();
  });
});
