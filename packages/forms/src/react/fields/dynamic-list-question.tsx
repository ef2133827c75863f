import { useEffect, useId, useRef } from 'react';
import { Button } from 'react-aria-components';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resolveIcon, type ResolvedIcon } from '../../core/icons';
import type { FormValues, QuestionItem } from '../../core/types';
import { useFormRuntime } from '../engine/form-runtime';
import { FORMS_NS } from '../i18n/forms-namespace';
import { BUTTON } from '../ui/classes';
import { ToolkitIcon } from '../ui/icon';
import { QuestionError, QuestionFrame, QuestionHelp, QuestionLabel } from '../ui/question-parts';
import { countLimits } from './list/count-limits';
import { ListRow } from './list/list-row';

// The Add button's icon unless `addButton.icon` names one the toolkit can draw.
const PLUS: ResolvedIcon = { kind: 'named', name: 'plus', position: 'start' };

/**
 * dynamicList: rows of the same questions, named `<list>.<index>.<question>`. The row count is
 * the core's rule (minLength, maxLength); Add and Delete keep within it.
 */
export function DynamicListQuestion({ item, name }: { item: QuestionItem; name: string }) {
  const { t } = useTranslation(FORMS_NS);
  const runtime = useFormRuntime();
  const labelId = useId();
  const errorId = useId();
  const { control, getValues, getFieldState, resetField } = useFormContext();
  const { fields, append, remove } = useFieldArray({
    control,
    name,
    rules: {
      validate: (rows, values: FormValues) => runtime.validate(item, rows, values) ?? true,
    },
  });
  const formState = useFormState({ control, name });
  // The row-count rule's message sits on the list's root (RHF), not on a row.
  const { error: listError } = getFieldState(name, formState);
  const error = listError?.root?.message ?? listError?.message;

  const options = item.dynamicListOptions;
  const { min, max } = countLimits(item);
  const isLocked = Boolean(item.disabled || item.readonly);
  const defaultRow = options?.itemDefaultValue;

  // An empty list starts with the minimum number of rows, as defaults (not dirty).
  useEffect(() => {
    const rows: unknown = getValues(name);
    if ((Array.isArray(rows) && rows.length > 0) || min === 0) return;
    resetField(name, {
      defaultValue: Array.from({ length: min }, () => structuredClone(defaultRow ?? {})),
    });
  }, [getValues, resetField, name, min, defaultRow]);

  const addButton = useRef<HTMLButtonElement>(null);
  const focusAddButton = useRef(false);
  useEffect(() => {
    if (!focusAddButton.current) return;
    focusAddButton.current = false;
    addButton.current?.focus();
  }, [fields.length]);

  const canAdd = !isLocked && (max === undefined || fields.length < max);
  const addIcon = resolveIcon(options?.addButton?.icon) ?? PLUS;
  const addText: unknown = options?.addButton?.text;
  return (
    <QuestionFrame item={item}>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={errorId}
        className="flex flex-col gap-3"
      >
        <QuestionLabel item={item} id={labelId} elementType="span" />
        <QuestionHelp item={item} />
        <ol className="flex flex-col gap-4">
          {fields.map((row, index) => (
            <li key={row.id}>
              <ListRow
                item={item}
                rowName={`${name}.${index}`}
                index={index}
                canDelete={!isLocked && fields.length > min}
                onDelete={() => {
                  focusAddButton.current = true;
                  remove(index);
                }}
              />
            </li>
          ))}
        </ol>
        {canAdd && (
          <div>
            <Button
              ref={addButton}
              // RHF focuses the new row's first input.
              onPress={() => {
                append(structuredClone(defaultRow ?? {}));
              }}
              className={BUTTON.secondary}
            >
              {/* The spaces keep a labelled icon's words apart from the text in the name. */}
              {addIcon.position === 'start' && (
                <>
                  <ToolkitIcon icon={addIcon} className="size-4" />{' '}
                </>
              )}
              {typeof addText === 'string' && addText.trim() !== '' ? addText : t('addItem')}
              {addIcon.position === 'end' && (
                <>
                  {' '}
                  <ToolkitIcon icon={addIcon} className="size-4" />
                </>
              )}
            </Button>
          </div>
        )}
        <QuestionError id={errorId} message={error} />
      </div>
    </QuestionFrame>
  );
}
