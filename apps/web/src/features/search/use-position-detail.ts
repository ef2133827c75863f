import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { overridesCall, positionDetailsCall } from '@careers/contracts/search';
import { callQueryKey, useCallQuery } from '../../shared/api/use-call-query';
import { requestWithMetadata } from '../../shared/api/request';
import { RequestError } from '../../shared/api/request-error';
import { useBootData } from '../../shared/boot/boot-data-context';
import { showToast, TOAST_DURATION_MS } from '../../shared/toasts/toast-queue';

// spec 2 §4 "Position detail": the full record and the overrides load in parallel once a
// position is selected; a failure clears only its own part.
export function usePositionDetail(positionId: string | null, queriedLocation: string) {
  const { t, i18n } = useTranslation();
  const { domain } = useBootData();
  const enabled = positionId !== null;
  const detailInput = {
    query: {
      positionId: positionId ?? '',
      domain,
      hl: i18n.language,
      queriedLocation: queriedLocation || undefined,
    },
  };
  const detail = useQuery({
    queryKey: callQueryKey(positionDetailsCall, detailInput),
    queryFn: ({ signal }) => requestWithMetadata(positionDetailsCall, detailInput, { signal }),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
    // Its failure is the 'Failed to load position details' toast (spec 2 §8).
    meta: { silent: true },
  });
  const overrides = useCallQuery(
    overridesCall,
    { query: { positionId: positionId ?? '', domain, hl: i18n.language } },
    // A failure clears only the overrides (spec 2 §4).
    { enabled, retry: false, staleTime: 5 * 60_000, meta: { silent: true } },
  );

  const failed = detail.isError;
  useEffect(() => {
    if (!failed) return;
    showToast(t('search.detailFailed'), {
      tone: 'negative',
      position: 'top-center',
      timeoutMs: TOAST_DURATION_MS.short,
    });
  }, [failed, t]);

  return {
    detail: detail.data?.data ?? null,
    isFallback: detail.data?.metadata.isFallback ?? false,
    isLoading: enabled && detail.isPending,
    isError: failed,
    // 410 for a closed position, 404 for one that does not exist here (spec 1 §5).
    errorStatus: detail.error instanceof RequestError ? detail.error.status : null,
    overrides: overrides.data?.overrides ?? {},
  };
}
