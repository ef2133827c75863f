import { useCallback } from 'react';
import { profileDetailsCall, type Profile } from '@careers/contracts/profile';
import { request } from '../../../shared/api/request';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';

// GET /api/pcsx/profile_details. The page shows its own failure.
export function useProfile() {
  const { domain } = useBootData();
  return useCallQuery(profileDetailsCall, { query: { domain } }, { meta: { silent: true } });
}

// The profile read fresh, past the cache, for an edit that names an index or replaces a whole
// section (a match correction).
export function useFetchProfile(): () => Promise<Profile> {
  const { domain } = useBootData();
  return useCallback(() => request(profileDetailsCall, { query: { domain } }), [domain]);
}
