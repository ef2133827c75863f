import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFER_CACHE_MS, offersCall } from '@careers/contracts/offers';
import { createQueryClient } from '../../../shared/api/query-client';
import { callQueryKey } from '../../../shared/api/use-call-query';
import { BootDataProvider } from '../../../shared/boot/boot-data-context';
import { demoBoot, ALEX } from '../../../test/demo-boot';
import { answer, fakeServer } from '../../../test/fake-server';
import { anOffer } from '../offers-test-fixtures';
import { useOffers } from './use-offers';

const boot = demoBoot({ user: ALEX });

function renderOffers(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <BootDataProvider value={boot}>{children}</BootDataProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useOffers(), { wrapper });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GET /api/offer/offers (docs/product/offers-and-esign.md)', () => {
  it('is cached for one day, never retried, and refetched on window focus', async () => {
    fakeServer([answer(offersCall, [anOffer()])]);
    const client = createQueryClient(() => undefined);
    const { result } = renderOffers(client);
    await waitFor(() => {
      expect(result.current.isSuccess).toBe(true);
    });
    const query = client
      .getQueryCache()
      .find({ queryKey: callQueryKey(offersCall, { query: { domain: boot.domain } }) });
    expect(query?.options).toMatchObject({
      staleTime: OFFER_CACHE_MS,
      retry: false,
      refetchOnWindowFocus: true,
    });
    expect(OFFER_CACHE_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('asks once when the server fails (no retry), and shows no snack', async () => {
    const server = fakeServer([[offersCall, { status: 503, body: { message: 'Down' } }]]);
    const snack = vi.fn();
    const { result } = renderOffers(createQueryClient(snack));
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    expect(server.callsTo(offersCall)).toHaveLength(1);
    expect(snack).not.toHaveBeenCalled();
  });
});
