import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vslogCall } from '@careers/contracts/analytics';
import { autocompleteCall, searchCall } from '@careers/contracts/search';
import { clearToasts } from '../../shared/toasts/toast-queue';
import { demoBoot } from '../../test/demo-boot';
import { answer, fakeServer } from '../../test/fake-server';
import { RESULT } from '../../test/position-fixtures';
import { renderApp } from '../../test/render-app';

vi.mock('../../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

// Autocomplete asks only for what the candidate types (docs/product/search.md).
describe('the search form', () => {
  it("asks nothing for the query and place a page opened with, nor for 'Map Area'", async () => {
    const server = fakeServer([
      answer(vslogCall, { stored: 1 }),
      answer(searchCall, { ...RESULT, positions: [], count: 0 }),
      answer(autocompleteCall, { suggestions: [] }),
    ]);
    renderApp(demoBoot(), '/careers?query=nurse&location=Berlin');
    const where = await screen.findByRole('combobox', { name: 'Where' });
    // Past the 500 ms debounce, with room for a slow machine.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(server.callsTo(autocompleteCall)).toHaveLength(0);

    const user = userEvent.setup();
    await user.clear(where);
    await user.type(where, 'Map Area');
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(server.callsTo(autocompleteCall)).toHaveLength(0);

    await user.clear(where);
    await user.type(where, 'Ber');
    await waitFor(() => {
      expect(server.callsTo(autocompleteCall).length).toBeGreaterThan(0);
    });
  });
});
