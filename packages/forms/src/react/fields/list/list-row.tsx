import { createElement, useEffect, useId, useMemo } from 'react';
import { Button } from 'react-aria-components';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { QuestionItem } from '../../../core/types';
import { isItemVisible } from '../../../core/visibility';
import { isEmptyValue } from '../../engine/form-items';
import { useQuestionBody } from '../../engine/question-body-context';
import { FORMS_NS } from '../../i18n/forms-namespace';
import { BUTTON } from '../../ui/classes';
import { RowTitle } from './row-title';

/** One row of a dynamic list: its title, its questions and, above the minimum, Delete. */
export function ListRow({
  item,
  rowName,
  index,
  canDelete,
  onDelete,
}: {
  item: QuestionItem;
  /** `list.0`: the row's path in the form's values. */
  rowName: string;
  index: number;
  canDelete: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation(FORMS_NS);
  const QuestionBody = useQuestionBody();
  const titleId = useId();
  const options = item.dynamicListOptions;
  const questions = useRowQuestions(item);
  const number = index + 1;
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-4 rounded-brand border border-ink/15 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RowTitle options={options} rowName={rowName} index={index} id={titleId} />
        {canDelete && (
          <Button
            aria-label={t('deleteItem', { index: number })}
            onPress={onDelete}
            className={`${BUTTON.ghost} min-h-8 px-3 py-1 text-sm text-red-700`}
          >
            {t('deleteItemText')}
          </Button>
        )}
      </div>
      <div
        className={
          options?.itemLayout === 'inline'
            ? 'grid gap-4 min-[600px]:grid-cols-2'
            : 'flex flex-col gap-4'
        }
      >
        {questions.map((question) =>
          question.hidden ? null : (question.dependencies?.length ?? 0) > 0 &&
            (question.visibleWhen !== undefined || question.visibleFn !== undefined) ? (
            <DependentRowQuestion key={question.name} item={question} rowName={rowName} />
          ) : (
            <QuestionBody
              key={question.name}
              item={question}
              name={`${rowName}.${question.name}`}
            />
          ),
        )}
      </div>
    </div>
  );
}

/** The row's questions; a disabled or read-only list makes them so too. */
function useRowQuestions(item: QuestionItem): QuestionItem[] {
  return useMemo(() => {
    const questions = item.dynamicListOptions?.items ?? [];
    if (!item.disabled && !item.readonly) return questions;
    return questions.map((question) => ({
      ...question,
      disabled: question.disabled ?? item.disabled,
      readonly: question.readonly ?? item.readonly,
    }));
  }, [item]);
}

/**
 * A row question shown from its own row's values (per row; the core's validateForm judges rows the
 * same way): hidden, it is not rendered, so its field is unregistered, neither validated nor
 * submitted.
 */
function DependentRowQuestion({ item, rowName }: { item: QuestionItem; rowName: string }) {
  const dependencies = item.dependencies ?? [];
  const watched: unknown[] = useWatch({
    name: dependencies.map((dependency) => `${rowName}.${dependency}`),
  });
  const values = Object.fromEntries(
    dependencies.map((dependency, at) => [dependency, watched[at]]),
  );
  const body = useQuestionBody();
  const visible = isItemVisible(item, values);
  const { getValues, setValue } = useFormContext();
  const path = `${rowName}.${item.name}`;
  // Hidden, the row's answer is forgotten, as a hidden question's is (use-dynamic-form.ts).
  useEffect(() => {
    if (!visible && !isEmptyValue(getValues(path))) setValue(path, null);
  }, [visible, path, getValues, setValue]);
  if (!visible) return null;
  return createElement(body, { item, name: `${rowName}.${item.name}` });
}
