import { useTranslation } from '../../shared/i18n/use-translation';
import { ListBox, ListBoxItem } from 'react-aria-components';
import type { PositionLite } from '@careers/contracts/search';
import { useFormat } from '../../shared/i18n/format';
import { formatSalary } from '../../shared/format-position';
import { departmentAtPlace } from '../../shared/position-summary';

export type ResultsListProps = {
  positions: PositionLite[];
  selectedId: string | null;
  // False on phones: there the list leads to the detail view and nothing stays selected.
  selectable: boolean;
  // 'browse': arrows or a click moved the selection; 'open': Enter, a tap or a double click.
  onSelect: (positionId: string, how: 'browse' | 'open') => void;
};

// The page of results: arrow keys move, a click, a tap or Enter opens the position. With the
// replace behaviour a click selects and a tap or Enter is the action.
export function ResultsList({ positions, selectedId, selectable, onSelect }: ResultsListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ListBox
      aria-label={t('search.resultsLabel')}
      selectionMode={selectable ? 'single' : 'none'}
      selectionBehavior="replace"
      disallowEmptySelection
      selectedKeys={selectable && selectedId ? [selectedId] : []}
      onSelectionChange={(keys) => {
        if (keys === 'all') return;
        const [key] = [...keys];
        if (key !== undefined) onSelect(String(key), 'browse');
      }}
      onAction={(key) => {
        onSelect(String(key), 'open');
      }}
      className="flex flex-col gap-2 outline-none"
    >
      {positions.map((position) => (
        <ListBoxItem
          key={position.id}
          id={String(position.id)}
          textValue={position.name}
          className="cursor-pointer rounded-brand border border-ink/10 bg-surface p-4 outline-none transition hover:border-primary/40 data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent data-[selected]:border-primary data-[selected]:bg-primary/5"
        >
          <div className="flex items-start justify-between gap-3">
            <span className="font-semibold text-primary" dir="auto">
              {position.name}
            </span>
            {position.positionUserActions.isSaved ? (
              <span className="shrink-0 text-xs font-medium text-ink/70">{t('search.saved')}</span>
            ) : null}
          </div>
          <div className="mt-1 text-sm text-ink/75" dir="auto">
            {departmentAtPlace(position, t)}
          </div>
          <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink/65">
            {position.salary ? <span>{formatSalary(position.salary, format, t)}</span> : null}
            <span>{t(`search.employmentType.${position.employmentType}`)}</span>
            <span>{format.relativeTime(position.postedTs * 1000)}</span>
          </div>
        </ListBoxItem>
      ))}
    </ListBox>
  );
}
