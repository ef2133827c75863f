import { keepPreviousData } from '@tanstack/react-query';
import { formsListCall, type FormsCenterTab } from '@careers/contracts/forms';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';

type TabCounts = Partial<Record<FormsCenterTab, number>>;

// GET /api/pcsx/forms_list: one tab's forms, and both tabs' counts beside them.
export function useFormsList(tab: FormsCenterTab) {
  const { domain, isLoggedIn } = useBootData();
  const list = useCallQuery(
    formsListCall,
    { query: { domain, tabId: tab, includeTabList: 'true' } },
    // The page shows its failure with a retry; the counts stay while the other tab loads.
    { enabled: isLoggedIn, meta: { silent: true }, placeholderData: keepPreviousData },
  );
  const counts: TabCounts = Object.fromEntries(
    (list.data?.tabs ?? []).map(({ id, count }) => [id, count]),
  );
  const isSwitching = list.isPlaceholderData;
  return {
    forms: isSwitching ? [] : (list.data?.forms ?? []),
    counts,
    isLoading: list.isPending || isSwitching,
    error: isSwitching ? null : list.error,
    refetch: () => {
      void list.refetch();
    },
  };
}
