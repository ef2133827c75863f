import { useTranslation } from '../../shared/i18n/use-translation';
import { SEARCH_MAX_START, SEARCH_PAGE_SIZE } from '@careers/contracts/search-params';
import { useFormat } from '../../shared/i18n/format';
import { Button } from '../../shared/ui/button';

export type PagerProps = { start: number; count: number; onStart: (start: number) => void };

// Pages of 10; deep paging stops where the server's does.
export function Pager({ start, count, onStart }: PagerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const last = Math.min(count - 1, SEARCH_MAX_START);
  if (count <= SEARCH_PAGE_SIZE) return null;
  const page = Math.floor(start / SEARCH_PAGE_SIZE) + 1;
  const pages = Math.floor(last / SEARCH_PAGE_SIZE) + 1;
  return (
    <nav aria-label={t('search.pages')} className="flex items-center justify-between gap-2 pt-2">
      <Button
        variant="secondary"
        isDisabled={start === 0}
        onPress={() => {
          onStart(Math.max(0, start - SEARCH_PAGE_SIZE));
        }}
      >
        <span aria-hidden="true" className="rtl:rotate-180">
          ←
        </span>
        {t('search.previous')}
      </Button>
      <span className="text-sm text-ink/70" aria-live="polite">
        {t('search.pageOf', { page: format.number(page), pages: format.number(pages) })}
      </span>
      <Button
        variant="secondary"
        isDisabled={start + SEARCH_PAGE_SIZE > last}
        onPress={() => {
          onStart(start + SEARCH_PAGE_SIZE);
        }}
      >
        {t('search.next')}
        <span aria-hidden="true" className="rtl:rotate-180">
          →
        </span>
      </Button>
    </nav>
  );
}
