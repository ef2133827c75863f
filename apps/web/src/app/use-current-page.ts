import { useLocation, useMatches } from 'react-router';
import type { PageRoute } from '@careers/contracts/pages';

export type RouteHandle = { pageRoute: PageRoute };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'pageRoute' in handle;
}

// The page (from the route table) the router matched, with its params.
export function useCurrentPage() {
  const location = useLocation();
  const matches = useMatches();
  const match = [...matches].reverse().find((candidate) => isRouteHandle(candidate.handle));
  const route = match && isRouteHandle(match.handle) ? match.handle.pageRoute : null;
  return { route, pageId: route?.pageId ?? null, params: match?.params ?? {}, location };
}
