import { useId } from 'react';
import { Input, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatSin, formatSsn } from '../../core/ssn-sin';
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

// Spec 3 §5: SSN and SIN inputs format as the candidate types and stop at 11 characters.
const FORMATTERS: Partial<Record<string, (value: string) => string>> = {
  ssn: formatSsn,
  sin: formatSin,
  uppercase: (value) => value.toUpperCase(),
};

const INPUT_TYPES: Partial<Record<string, 'text' | 'email' | 'url' | 'password'>> = {
  email: 'email',
  url: 'url',
  password: 'password',
};

/** text, email, number, ssn, sin, country, state (spec 3 §3: country and state are text). */
export function TextQuestion({ item, name }: { item: QuestionItem; name: string }) {
  const { t } = useTranslation(FORMS_NS);
  const errorId = useId();
  const { field, error, prefilled, isDisabled, isReadOnly, isRequired } = useQuestionField(
    item,
    name,
  );
  const { value: current, onChange, onBlur, name: fieldName, ref: register } = field;
  const formatKey =
    item.type === 'ssn' || item.type === 'sin' ? item.type : item.textOptions?.formatValue;
  const format = formatKey ? FORMATTERS[formatKey] : undefined;
  const placeholder =
    item.type === 'email'
      ? (item.emailOptions?.placeholder ?? t('emailPlaceholder'))
      : item.textOptions?.placeholder;
  const value = typeof current === 'string' || typeof current === 'number' ? current : '';
  return (
    <QuestionFrame item={item} prefilled={prefilled}>
      <TextField
        name={fieldName}
        value={String(value)}
        onChange={(next) => {
          onChange(format ? format(next) : next);
        }}
        onBlur={() => {
          // Spec 3 §4: text values are trimmed on blur.
          if (typeof current === 'string' && current !== current.trim()) onChange(current.trim());
          onBlur();
        }}
        type={
          item.type === 'email'
            ? 'email'
            : (INPUT_TYPES[item.textOptions?.type ?? 'text'] ?? 'text')
        }
        inputMode={
          item.type === 'number' || item.type === 'ssn' || item.type === 'sin'
            ? 'numeric'
            : undefined
        }
        isDisabled={isDisabled}
        isReadOnly={
          isReadOnly || Boolean(item.textOptions?.readonly ?? item.emailOptions?.readonly)
        }
        isRequired={isRequired}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        aria-describedby={errorId}
        maxLength={format === formatSsn || format === formatSin ? 11 : undefined}
        autoComplete={item.textOptions?.autocomplete}
        className={fieldLayoutClass(item)}
      >
        <QuestionLabel item={item} />
        <div className={`flex flex-col gap-1 ${valueColumn(item)}`}>
          <Input ref={register} placeholder={placeholder} className={INPUT} />
          <QuestionHelp item={item} />
          <QuestionError id={errorId} message={error} />
        </div>
      </TextField>
    </QuestionFrame>
  );
}

export function TextAreaQuestion({ item, name }: { item: QuestionItem; name: string }) {
  const errorId = useId();
  const { field, error, prefilled, isDisabled, isReadOnly, isRequired } = useQuestionField(
    item,
    name,
  );
  const { value: current, onChange, onBlur, name: fieldName, ref: register } = field;
  const options = item.textAreaOptions ?? {};
  const rows = options.size === 'large' ? 8 : options.size === 'small' ? 3 : 5;
  return (
    <QuestionFrame item={item} prefilled={prefilled}>
      <TextField
        name={fieldName}
        value={typeof current === 'string' ? current : ''}
        onChange={onChange}
        onBlur={() => {
          if (typeof current === 'string' && current !== current.trim()) onChange(current.trim());
          onBlur();
        }}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isRequired={isRequired}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        aria-describedby={errorId}
        className={fieldLayoutClass(item)}
      >
        <QuestionLabel item={item} />
        <div className={`flex flex-col gap-1 ${valueColumn(item)}`}>
          <TextArea
            ref={register}
            rows={rows}
            placeholder={options.placeholder}
            autoComplete={options.autocomplete}
            className={`${INPUT} ${options.enableExpand === false ? 'resize-none' : 'resize-y'}`}
          />
          <QuestionHelp item={item} />
          <QuestionError id={errorId} message={error} />
        </div>
      </TextField>
    </QuestionFrame>
  );
}
