import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { QueryParams } from './query-string';
import { buildInternalLink } from './url-params';

// buildInternalLink from the router's location, which the server knows too (decision 014), so a
// link renders the same on both sides.
export function useInternalLink(): (path: string, params?: QueryParams) => string {
  const { search } = useLocation();
  return useCallback(
    (path: string, params: QueryParams = {}) => buildInternalLink(path, params, search),
    [search],
  );
}
