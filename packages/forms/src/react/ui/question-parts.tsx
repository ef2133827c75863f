import type { ReactNode } from 'react';
import { Label, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { isNewQuestion } from '../../core/new-question';
import type { QuestionItem } from '../../core/types';
import { FORMS_NS } from '../i18n/forms-namespace';
import { COLUMNS } from './classes';
import { TooltipButton } from './tooltip-button';

/** The frame every question shares: layout, the prefilled highlight and its note. */
export function QuestionFrame({
  item,
  prefilled = false,
  children,
}: {
  item: QuestionItem;
  prefilled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(FORMS_NS);
  return (
    <div
      data-question={item.name}
      data-prefilled={prefilled || undefined}
      className={`scroll-my-32 rounded-brand ${prefilled ? 'bg-amber-50 p-2 ring-1 ring-amber-400' : ''}`}
    >
      {children}
      {prefilled && <p className="mt-1 text-xs text-amber-900">{t('prefilledHint')}</p>}
    </div>
  );
}

/** The root class of a field: stacked, or label and value in columns. */
export function fieldLayoutClass(item: QuestionItem): string {
  return `flex flex-col gap-1.5 ${item.layout === 'columns' ? COLUMNS.row : ''}`;
}

export function QuestionLabel({
  item,
  elementType,
  id,
  htmlFor,
}: {
  item: QuestionItem;
  elementType?: string;
  id?: string;
  /** For a native control outside a React Aria field. */
  htmlFor?: string;
}) {
  const { t } = useTranslation(FORMS_NS);
  const columns = item.layout === 'columns' ? COLUMNS.label : '';
  const label = (
    <Label
      id={id}
      htmlFor={htmlFor}
      elementType={elementType}
      className={`flex flex-wrap items-center gap-2 text-sm font-medium ${item.help ? '' : columns}`}
    >
      <span>
        {item.label}
        {item.required && (
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        )}
      </span>
      {isNewQuestion(item) && (
        <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
          {t('newBadge')}
        </span>
      )}
    </Label>
  );
  if (!item.help) return label;
  // A question's help opens from the info icon beside its label; the control keeps it as its
  // description too (QuestionHelp), so a screen reader reads it without opening anything.
  return (
    <div className={`flex items-center gap-1 ${columns}`}>
      {label}
      <TooltipButton>{item.help}</TooltipButton>
    </div>
  );
}

/**
 * The question's help as the control's description: read with the control, shown on the page
 * from the info icon beside the label (QuestionLabel).
 */
export function QuestionHelp({ item, id }: { item: QuestionItem; id?: string }) {
  if (!item.help) return null;
  if (id) {
    return (
      <p id={id} className="sr-only">
        {item.help}
      </p>
    );
  }
  return (
    <Text slot="description" className="sr-only">
      {item.help}
    </Text>
  );
}

/** Field-level messages appear under the field as alerts. */
export function QuestionError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
      {message}
    </p>
  );
}

export function valueColumn(item: QuestionItem): string {
  return item.layout === 'columns' ? COLUMNS.value : '';
}
