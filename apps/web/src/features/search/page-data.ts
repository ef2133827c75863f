import { searchCall } from '@careers/contracts/search';
import { positionIdFromUrl } from '@careers/contracts/search-params';
import type { PageData } from '../../shared/api/prefetch';
import { prefetchSimilarPositions } from './api/use-similar-positions';
import { readSearchState } from './search-url';
import { searchResultsInput } from './api/use-search-results';
import { searchUrlConfig } from './use-search-state';
import { prefetchPositionDetail } from './use-position-detail';

// The search page rendered on the server (decision 014): the results its URL asks for, and the
// detail of the position it shows first — the one the URL names, or the first result, which
// the page selects as it starts.
export const searchPageData: PageData = async (context) => {
  const { boot, params, search } = context;
  const state = readSearchState(search, searchUrlConfig(boot.configs), {
    pathQuery: params.query,
    pathLocation: params.location,
    onLoad: true,
  });
  const results = await context.prefetch.call(
    searchCall,
    searchResultsInput(state, boot.domain, boot.microsite),
  );
  const shown = state.pid ?? (results?.positions[0] ? String(results.positions[0].id) : null);
  if (shown) await prefetchPositionDetail(context, shown, state.location);
};

// /careers/job/{pid} and /careers/job/private?pid=: the position, under the id the link names
// and under its own id, which the detail asks by.
export const jobPageData: PageData = async (context) => {
  const raw = context.params.pid ?? new URLSearchParams(context.search).get('pid');
  if (!raw) return;
  const positionId = positionIdFromUrl(raw);
  const detail = await prefetchPositionDetail(context, positionId, '');
  // Closed (or missing): the page names the job and lists open ones like it.
  if (!detail) await prefetchSimilarPositions(context, positionId);
  else if (String(detail.id) !== positionId) {
    await prefetchPositionDetail(context, String(detail.id), '');
  }
};
