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
  clearToasts();
});

// The position detail: the lite record first, then the full record and the overrides in parallel; a
// failure clears only its own part.
describe('the search page', () => {
  it('selects the first result and shows its detail even when the overrides fail', async () => {
    const server = fakeServer([
      answer(vslogCall, { stored: 1 }),
      answer(searchCall, RESULT),
      [
        positionDetailsCall,
        (request) => {
          const id = Number(new URLSearchParams(request.search).get('position_id'));
          const position = RESULT.positions.find((candidate) => candidate.id === id);
          return position
            ? {
                body: {
                  data: keysToSnake(detailOf(position)),
                  metadata: { is_fallback: false },
                },
              }
            : { status: 404, body: { message: 'This job does not exist.' } };
        },
      ],
      [overridesCall, { status: 500, body: { message: 'boom' } }],
    ]);
    const { router } = renderApp(demoBoot(), '/careers?query=nurse');
    const detail = await screen.findByRole('region', { name: 'Job details' });
    expect(await within(detail).findByText('About the Registered Nurse role.')).toBeVisible();
    expect(detail.querySelector('script')).toBeNull();
    expect(router.state.location.search).toContain('pid=1');
    expect(within(detail).getByText('€50,000 – €60,000 a year')).toBeVisible();
    expect(server.callsTo(overridesCall)).toHaveLength(1);
    expect(screen.queryByText('Failed to load position details')).not.toBeInTheDocument();
    expect(
      screen.queryByText('An error occurred while loading the results'),
    ).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('option', { name: /Charge Nurse/ }));
    expect(await within(detail).findByText('About the Charge Nurse role.')).toBeVisible();
    expect(router.state.location.search).toContain('pid=2');
  });

  it("shows 'Failed to load position details' once, keeping the list and the lite record", async () => {
    fakeServer([
      answer(vslogCall, { stored: 1 }),
      answer(searchCall, RESULT),
      [positionDetailsCall, { status: 500, body: { message: 'boom' } }],
      answer(overridesCall, { overrides: {} }),
    ]);
    renderApp(demoBoot(), '/careers?query=nurse&pid=2');
    expect(await screen.findByText('Failed to load position details')).toBeVisible();
    const detail = screen.getByRole('region', { name: 'Job details' });
    expect(within(detail).getByRole('heading', { name: 'Charge Nurse' })).toBeVisible();
    expect(
      await within(detail).findByText('The full description could not be loaded.'),
    ).toBeVisible();
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await waitFor(() => {
      expect(screen.getAllByText('Failed to load position details')).toHaveLength(1);
    });
  });
});
