import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { keysToSnake } from '@careers/contracts/case';
import type { ChatSearch } from '@careers/contracts/chat';
import { createJobAlertCall } from '@careers/contracts/job-alerts';
import { searchCall } from '@careers/contracts/search';
import { createQueryClient } from '../../shared/api/query-client';
import { setRequestGroup } from '../../shared/api/request-context';
import { BootDataProvider } from '../../shared/boot/boot-data-context';
import { LoginPromptProvider } from '../../shared/session/login-prompt';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { fakeServer } from '../../test/fake-server';
import { RESULT } from '../../test/position-fixtures';
import { useSearchResults } from '../search/api/use-search-results';
import { SaveSearchButton } from './save-search-button';

const SEARCH: ChatSearch = {
  query: 'nurse',
  location: 'Berlin',
  remote: false,
  seniority: [],
  employmentType: [],
  minPay: null,
  department: 'Nursing',
};

// What the search page's "Get job alerts" button reads: the search answer's savedSearchMetadata.
function AlertState() {
  const results = useSearchResults({
    query: 'nurse',
    location: 'Berlin',
    start: 0,
    pid: null,
    sortBy: null,
    filters: {},
  });
  const metadata = results.data?.savedSearchMetadata;
  if (!metadata) return null;
  return <p>{metadata.isSubscribed ? 'Alert on for this search' : 'No alert for this search'}</p>;
}

describe("the chat's Save as job alert", () => {
  it('saves through the job alerts feature, and the search page reads its alert state again', async () => {
    let hasAlert = false;
    const server = fakeServer([
      [
        searchCall,
        () => ({
          body: {
            data: keysToSnake({
              ...RESULT,
              savedSearchMetadata: { enabled: true, isSubscribed: hasAlert },
            }),
          },
        }),
      ],
      [
        createJobAlertCall,
        () => {
          hasAlert = true;
          const alert = {
            id: 7,
            query: 'nurse',
            location: 'Berlin',
            filters: { department: ['Nursing'] },
            createdAt: '2026-11-28T09:00:00.000Z',
            searchUrl: '/careers?query=nurse&location=Berlin&filter_department=Nursing',
          };
          return { body: { data: keysToSnake({ alert }) } };
        },
      ],
    ]);
    const boot = demoBoot({ user: ALEX });
    setRequestGroup(boot.domain);
    render(
      <QueryClientProvider client={createQueryClient(() => undefined)}>
        <BootDataProvider value={boot}>
          <LoginPromptProvider>
            <AlertState />
            <SaveSearchButton search={SEARCH} />
          </LoginPromptProvider>
        </BootDataProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('No alert for this search')).toBeVisible();
    expect(server.callsTo(searchCall)).toHaveLength(1);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Save as job alert' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved. We will e-mail you new jobs like these.',
    );
    expect(server.callsTo(createJobAlertCall)[0]?.body).toEqual({
      domain: boot.domain,
      query: 'nurse',
      location: 'Berlin',
      filters: { department: ['Nursing'] },
    });
    // The search answer is asked for again at once, and now says the alert is on.
    expect(await screen.findByText('Alert on for this search')).toBeVisible();
    expect(server.callsTo(searchCall)).toHaveLength(2);
  });
});
