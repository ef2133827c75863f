import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DynamicListOptions } from '../../../core/types';
import { isRecord } from '../../../core/values';
import { FORMS_NS } from '../../i18n/forms-namespace';

/**
 * A row's title: `itemTitleRenderer(row, index)` (a form built in code; index from 0) when it
 * answers text that is not blank; else the `itemTitle` template, `{index}` the row's number from 1;
 * else "Item {{index}}". A renderer that throws falls back the same way.
 */
export function rowTitleText(
  options: DynamicListOptions | undefined,
  row: unknown,
  index: number,
  standard: (number: number) => string,
): string {
  const render: unknown = options?.itemTitleRenderer;
  if (typeof render === 'function') {
    try {
      const title: unknown = (render as NonNullable<DynamicListOptions['itemTitleRenderer']>)(
        isRecord(row) ? { ...row } : {},
        index,
      );
      if (typeof title === 'string' && title.trim() !== '') return title;
    } catch {
      // The template or the standard title stands in.
    }
  }
  const number = index + 1;
  const template: unknown = options?.itemTitle;
  return typeof template === 'string'
    ? template.replaceAll('{index}', String(number))
    : standard(number);
}

/** The title of an editable row; with a renderer it follows the row's answers as they change. */
export function RowTitle({
  options,
  rowName,
  index,
  id,
}: {
  options: DynamicListOptions | undefined;
  /** `list.0`: the row's path in the form's values. */
  rowName: string;
  index: number;
  id: string;
}) {
  return typeof options?.itemTitleRenderer === 'function' ? (
    <LiveRowTitle options={options} rowName={rowName} index={index} id={id} />
  ) : (
    <Title id={id} options={options} row={undefined} index={index} />
  );
}

// Only a renderer's title watches the row: the others never re-render as the candidate types.
function LiveRowTitle(props: {
  options: DynamicListOptions;
  rowName: string;
  index: number;
  id: string;
}) {
  const row: unknown = useWatch({ name: props.rowName });
  return <Title id={props.id} options={props.options} row={row} index={props.index} />;
}

function Title({
  id,
  options,
  row,
  index,
}: {
  id: string;
  options: DynamicListOptions | undefined;
  row: unknown;
  index: number;
}) {
  const { t } = useTranslation(FORMS_NS);
  return (
    <p id={id} className="text-base font-semibold">
      {rowTitleText(options, row, index, (number) => t('itemTitle', { index: number }))}
    </p>
  );
}
