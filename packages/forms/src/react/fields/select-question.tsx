import { useEffect, useId, useMemo } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Choice, QuestionItem } from '../../core/types';
import { useQuestionField } from '../engine/use-question-field';
import { useSelectOptions } from '../http/use-select-options';
import { FORMS_NS } from '../i18n/forms-namespace';
import { FOCUS_RING } from '../ui/classes';
import { WithIcon } from '../ui/icon';
import {
  QuestionError,
  QuestionFrame,
  QuestionHelp,
  QuestionLabel,
  fieldLayoutClass,
  valueColumn,
} from '../ui/question-parts';
import { DataState } from '../ui/data-state';
import { Spinner } from '../ui/spinner';

// An endpoint that answers no options offers this one entry.
const NOT_APPLICABLE_VALUE = 'not_applicable';

function arranged(
  options: Choice[],
  order: 'ascending' | 'descending' | undefined,
  locale: string,
  notApplicable: string,
) {
  if (options.length === 0) return [{ label: notApplicable, value: NOT_APPLICABLE_VALUE }];
  if (!order) return options;
  const collator = new Intl.Collator(locale);
  const sorted = [...options].sort((a, b) => collator.compare(a.label, b.label));
  return order === 'descending' ? sorted.reverse() : sorted;
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/**
 * The value the options allow: a lone "N/A" is chosen, and a value that is not among the options is
 * reset. The same value (not a copy) when nothing changes.
 */
function allowedValue(
  value: unknown,
  choices: Choice[],
  lone: Choice | undefined,
  multiple: boolean,
): unknown {
  if (lone) {
    if (!multiple) return value === lone.value ? value : lone.value;
    return Array.isArray(value) && value.length === 1 && value[0] === lone.value
      ? value
      : [lone.value];
  }
  if (isBlank(value)) return value;
  const known = new Set(choices.map((choice) => choice.value));
  const isKnown = (entry: unknown) =>
    (typeof entry === 'string' || typeof entry === 'number') && known.has(String(entry));
  if (!multiple) return isKnown(value) ? value : null;
  if (!Array.isArray(value)) return isKnown(value) ? [value] : [];
  return value.every(isKnown) ? value : value.filter(isKnown);
}

/** dropdown and select: one value, or a list of them with `selectOptions.multiple`. */
export function SelectQuestion({ item, name }: { item: QuestionItem; name: string }) {
  const { t, i18n } = useTranslation(FORMS_NS);
  const errorId = useId();
  const { field, error, prefilled, isDisabled, isReadOnly, isRequired } = useQuestionField(
    item,
    name,
  );
  const { value, onChange, onBlur, ref: register } = field;
  const selectOptions = item.selectOptions ?? {};
  const multiple = selectOptions.multiple === true;
  const state = useSelectOptions(item);
  const choices = useMemo(
    () =>
      state.status === 'ready'
        ? arranged(state.options, selectOptions.choicesSortOrder, i18n.language, t('notApplicable'))
        : [],
    [state, selectOptions.choicesSortOrder, i18n.language, t],
  );
  // A lone "N/A" is chosen for the candidate and the field locked.
  const lone = choices.length === 1 && choices[0]?.label === 'N/A' ? choices[0] : undefined;

  useEffect(() => {
    if (state.status !== 'ready') return;
    const allowed = allowedValue(value, choices, lone, multiple);
    if (allowed !== value) onChange(allowed);
  }, [state.status, choices, lone, value, multiple, onChange]);

  const selected: Key[] = Array.isArray(value) ? value.map(String) : [];
  const single = typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  const commonProps = {
    name: field.name,
    isDisabled: isDisabled || Boolean(lone) || state.status !== 'ready',
    isRequired,
    isInvalid: Boolean(error),
    validationBehavior: 'aria' as const,
    'aria-describedby': errorId,
    placeholder: selectOptions.placeholder ?? t('selectPlaceholder'),
    className: fieldLayoutClass(item),
    onOpenChange: (open: boolean) => {
      if (!open) onBlur();
    },
  };
  const body = (
    <>
      <QuestionLabel item={item} />
      <div className={`flex flex-col gap-1 ${valueColumn(item)}`}>
        <Button
          ref={register}
          className={`flex min-h-10 w-full items-center justify-between gap-2 rounded-brand border border-ink/30 bg-surface px-3 py-2 text-start text-ink data-[disabled]:cursor-not-allowed data-[disabled]:bg-ink/5 ${error ? 'border-red-700' : ''} ${FOCUS_RING}`}
        >
          <SelectValue className="truncate data-[placeholder]:text-ink/70" />
          {state.status === 'loading' ? (
            <Spinner size="small" />
          ) : (
            <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4 shrink-0 fill-current">
              <path d="M5 7l5 6 5-6z" />
            </svg>
          )}
        </Button>
        {state.status === 'error' && <DataState status="error" />}
        <QuestionHelp item={item} />
        <QuestionError id={errorId} message={error} />
      </div>
      <Popover className="max-h-72 w-(--trigger-width) overflow-auto rounded-brand border border-ink/15 bg-surface py-1 shadow-lg">
        <ListBox
          className="outline-none"
          items={choices}
          renderEmptyState={() => (
            <div className="px-3 py-2">
              <DataState status="empty" />
            </div>
          )}
        >
          {(choice) => (
            <ListBoxItem
              id={choice.value}
              textValue={choice.label}
              className="flex cursor-pointer items-center gap-2 px-3 py-2 outline-none data-[focused]:bg-primary/10 data-[selected]:font-semibold"
            >
              {({ isSelected }) => (
                <>
                  <span aria-hidden="true" className="w-4">
                    {isSelected ? '✓' : ''}
                  </span>
                  <WithIcon iconProps={choice.iconProps}>{choice.label}</WithIcon>
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </>
  );
  return (
    <QuestionFrame item={item} prefilled={prefilled}>
      {multiple ? (
        <Select
          {...commonProps}
          selectionMode="multiple"
          value={selected}
          onChange={(keys) => {
            if (!isReadOnly) onChange(keys.map(String));
          }}
        >
          {body}
        </Select>
      ) : (
        <Select
          {...commonProps}
          value={single}
          onChange={(key) => {
            if (!isReadOnly) onChange(key === null ? null : String(key));
          }}
        >
          {body}
        </Select>
      )}
    </QuestionFrame>
  );
}
