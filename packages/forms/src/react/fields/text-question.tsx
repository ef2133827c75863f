import { useId, useMemo, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ID_NUMBER_MAX_LENGTH } from '../../core/ssn-sin';
import { textFormatterOf } from '../../core/text-rules';
import type { QuestionItem } from '../../core/types';
import { useQuestionField } from '../engine/use-question-field';
import { FORMS_NS } from '../i18n/forms-namespace';
import { INPUT } from '../ui/classes';
import {
  QuestionError,
  QuestionFrame,
  QuestionHelp,
  QuestionLabel,
  fieldLayoutClass,
  valueColumn,
} from '../ui/question-parts';

const INPUT_TYPES: Partial<Record<string, 'text' | 'email' | 'url' | 'password'>> = {
  email: 'email',
  url: 'url',
  password: 'password',
};

const TEXTAREA_ROWS = { small: 3, medium: 5, large: 8 } as const;

/**
 * The wiring a native text control needs (label, help and error tied to it, trimmed on blur).
 * Text questions are the most numerous, so they use native elements: a form of 500 mounts in a
 * fraction of the time React Aria's TextField takes, with the same semantics.
 */
function useTextControl(item: QuestionItem, name: string, format?: (value: string) => string) {
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  const question = useQuestionField(item, name);
  const { value: current, onChange, onBlur, name: fieldName, ref } = question.field;
  const value = typeof current === 'string' || typeof current === 'number' ? String(current) : '';
  return {
    ...question,
    inputId,
    helpId,
    errorId,
    control: {
      id: inputId,
      ref,
      name: fieldName,
      value,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        onChange(format ? format(event.target.value) : event.target.value);
      },
      onBlur: () => {
        // Text values are trimmed on blur.
        if (typeof current === 'string' && current !== current.trim()) onChange(current.trim());
        onBlur();
      },
      disabled: question.isDisabled,
      required: question.isRequired,
      'aria-invalid': question.error ? true : undefined,
      'aria-describedby': item.help ? `${helpId} ${errorId}` : errorId,
    },
  };
}

/** text, email, number, ssn, sin, country, state (country and state are text). */
export function TextQuestion({ item, name }: { item: QuestionItem; name: string }) {
  const { t } = useTranslation(FORMS_NS);
  // SSN and SIN inputs format as the candidate types and stop at 11 characters; other text
  // questions format with textOptions.formatValue: a named formatter or a function (forms built
  // in code), which the core makes safe (a throw or a non-text answer keeps the typed text).
  const formatValue =
    item.type === 'ssn' || item.type === 'sin' ? item.type : item.textOptions?.formatValue;
  const format = useMemo(() => textFormatterOf(formatValue), [formatValue]);
  const isIdNumber = formatValue === 'ssn' || formatValue === 'sin';
  const { control, error, prefilled, isReadOnly, inputId, helpId, errorId } = useTextControl(
    item,
    name,
    format,
  );
  const placeholder =
    item.type === 'email'
      ? (item.emailOptions?.placeholder ?? t('emailPlaceholder'))
      : item.textOptions?.placeholder;
  const numeric = item.type === 'number' || item.type === 'ssn' || item.type === 'sin';
  const inputType =
    item.type === 'email' ? 'email' : (INPUT_TYPES[item.textOptions?.type ?? 'text'] ?? 'text');
  // Addresses, links and numbers read left to right in every language (as dates and phone numbers
  // do): on a right-to-left page `https://` would show as `//:https`. Aligned to the page's side.
  const leftToRight = numeric || inputType === 'email' || inputType === 'url';
  return (
    <QuestionFrame item={item} prefilled={prefilled}>
      <div className={fieldLayoutClass(item)}>
        <QuestionLabel item={item} htmlFor={inputId} />
        <div className={`flex flex-col gap-1 ${valueColumn(item)}`}>
          <input
            {...control}
            type={inputType}
            dir={leftToRight ? 'ltr' : undefined}
            inputMode={numeric ? 'numeric' : undefined}
            readOnly={
              isReadOnly || Boolean(item.textOptions?.readonly ?? item.emailOptions?.readonly)
            }
            maxLength={isIdNumber ? ID_NUMBER_MAX_LENGTH : undefined}
            autoComplete={item.textOptions?.autocomplete}
            placeholder={placeholder}
            className={leftToRight ? `${INPUT} rtl:text-end` : INPUT}
          />
          <QuestionHelp item={item} id={helpId} />
          <QuestionError id={errorId} message={error} />
        </div>
      </div>
    </QuestionFrame>
  );
}

export function TextAreaQuestion({ item, name }: { item: QuestionItem; name: string }) {
  const { control, error, prefilled, isReadOnly, inputId, helpId, errorId } = useTextControl(
    item,
    name,
  );
  const options = item.textAreaOptions ?? {};
  return (
    <QuestionFrame item={item} prefilled={prefilled}>
      <div className={fieldLayoutClass(item)}>
        <QuestionLabel item={item} htmlFor={inputId} />
        <div className={`flex flex-col gap-1 ${valueColumn(item)}`}>
          <textarea
            {...control}
            readOnly={isReadOnly}
            rows={TEXTAREA_ROWS[options.size ?? 'medium']}
            placeholder={options.placeholder}
            autoComplete={options.autocomplete}
            className={`${INPUT} ${options.enableExpand === false ? 'resize-none' : 'resize-y'}`}
          />
          <QuestionHelp item={item} id={helpId} />
          <QuestionError id={errorId} message={error} />
        </div>
      </div>
    </QuestionFrame>
  );
}
