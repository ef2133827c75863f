import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { overridesCall, positionDetailsCall } from '@careers/contracts/search';
import type { PageDataContext } from '../../shared/api/prefetch';
import { RequestError } from '../../shared/api/request-error';
import { useBootData } from '../../shared/boot/boot-data-context';
import { showToast, TOAST_DURATION_MS } from '../../shared/toasts/toast-queue';
import { positionDetailsInput, usePositionDetails } from './api/use-position-details';
import { positionOverridesInput, usePositionOverrides } from './api/use-position-overrides';

// What the detail and its overrides ask for; the server asks the same when it renders the
// page (decision 014), so the answers meet under the same keys.
function positionDetailInputs(
  positionId: string,
  domain: string,
  hl: string,
  queriedLocation: string,
) {
  return {
    detail: positionDetailsInput(positionId, domain, hl, queriedLocation),
    overrides: positionOverridesInput(positionId, domain, hl),
  };
}

export async function prefetchPositionDetail(
  { prefetch, boot, locale }: PageDataContext,
  positionId: string,
  queriedLocation: string,
) {
  const inputs = positionDetailInputs(positionId, boot.domain, locale, queriedLocation);
  const [detail] = await Promise.all([
    prefetch.callWithMetadata(positionDetailsCall, inputs.detail),
    prefetch.call(overridesCall, inputs.overrides),
  ]);
  return detail?.data;
}

// The position detail: the full record and the overrides load in parallel once a position is
// selected; a failure clears only its own part.
export function usePositionDetail(
  positionId: string | null,
  queriedLocation: string,
  // The job page shows a closed or missing position as its own answer, not as a failure.
  options: { pageShowsMissing?: boolean } = {},
) {
  const { t, i18n } = useTranslation();
  const { domain } = useBootData();
  const enabled = positionId !== null;
  const inputs = positionDetailInputs(positionId ?? '', domain, i18n.language, queriedLocation);
  const detail = usePositionDetails(inputs.detail, enabled);
  const overrides = usePositionOverrides(inputs.overrides, enabled);

  const errorStatus = detail.error instanceof RequestError ? detail.error.status : null;
  const failed = detail.isError;
  const reported =
    failed && !(options.pageShowsMissing && (errorStatus === 404 || errorStatus === 410));
  useEffect(() => {
    if (!reported) return;
    showToast(t('search.detailFailed'), {
      tone: 'negative',
      position: 'top-center',
      timeoutMs: TOAST_DURATION_MS.short,
    });
  }, [reported, t]);

  return {
    detail: detail.data?.data ?? null,
    isFallback: detail.data?.metadata.isFallback ?? false,
    isLoading: enabled && detail.isPending,
    isError: failed,
    // 410 for a closed position, 404 for one that does not exist here.
    errorStatus,
    overrides: overrides.data?.overrides ?? {},
  };
}
