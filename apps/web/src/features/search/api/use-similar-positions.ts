import { similarPositionsCall } from '@careers/contracts/similar-positions';
import type { PageDataContext } from '../../../shared/api/prefetch';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { STALE_TIME } from '../../../shared/api/stale-times';

// What the page asks for; the server asks the same when it renders it (decision 014), so the
// answers meet under the same key.
function similarInput(positionId: string, domain: string, hl: string) {
  return { query: { positionId, domain, hl } };
}

// The closed job's page loads the jobs like it with the page (decision 014).
export function prefetchSimilarPositions(context: PageDataContext, positionId: string) {
  return context.prefetch.call(
    similarPositionsCall,
    similarInput(positionId, context.boot.domain, context.locale),
  );
}

// Open jobs like a closed one, for its page (docs/product/job-pages.md).
export function useSimilarPositions(positionId: string) {
  const { i18n } = useTranslation();
  const { domain } = useBootData();
  return useCallQuery(similarPositionsCall, similarInput(positionId, domain, i18n.language), {
    staleTime: STALE_TIME.fiveMinutes,
    retry: false,
    // Without them the page still says the job closed and leads to all jobs.
    meta: { silent: true },
  });
}
