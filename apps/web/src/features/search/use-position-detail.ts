import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { overridesCall, positionDetailsCall } from '@careers/contracts/search';
import { callQueryKey, useCallQuery } from '../../shared/api/use-call-query';
import { requestWithMetadata } from '../../shared/api/request';
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
  });
  const overrides = useCallQuery(
    overridesCall,
    { query: { positionId: positionId ?? '', domain, hl: i18n.language } },
    { enabled, retry: false, staleTime: 5 * 60_000 },
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
    overrides: overrides.data?.overrides ?? {},
  };
}
