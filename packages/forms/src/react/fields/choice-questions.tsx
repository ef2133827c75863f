import { useId } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  CheckboxGroup,
  RadioButton,
  RadioField,
  RadioGroup,
} from 'react-aria-components';
import type { Choice, QuestionItem } from '../../core/types';
import { focusFirstInput, useQuestionField } from '../engine/use-question-field';
import { WithIcon } from '../ui/icon';
import {
  QuestionError,
  QuestionFrame,
  QuestionHelp,
  QuestionLabel,
  fieldLayoutClass,
  valueColumn,
} from '../ui/question-parts';
import { CheckMark } from '../ui/check-mark';

const BOX =
  'flex size-5 shrink-0 items-center justify-center rounded border-2 border-ink/60 bg-surface text-white group-data-[selected]:border-primary group-data-[selected]:bg-primary group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-accent group-data-[focus-visible]:ring-offset-2 group-data-[invalid]:border-red-700';

function choicesDirection(direction: 'horizontal' | 'vertical' | undefined): string {
  // Choices run horizontally unless the question says otherwise.
  return direction === 'vertical' ? 'flex-col gap-2' : 'flex-row flex-wrap gap-x-6 gap-y-2';
}

function ChoiceCheckbox({ choice }: { choice: Choice }) {
  return (
    <CheckboxField value={choice.value} className="flex">
      <CheckboxButton className="group flex min-h-6 cursor-pointer items-center gap-2 outline-none">
        <span className={BOX}>
          <CheckMark />
        </span>
        <WithIcon iconProps={choice.iconProps}>{choice.label}</WithIcon>
      </CheckboxButton>
    </CheckboxField>
  );
}

/**
 * checkbox: a group (value: the chosen values) or, with `checkboxOptions.single`, one box;
 * checkboxItem: one box (value: a boolean).
 */
export function CheckboxQuestion({ item, name }: { item: QuestionItem; name: string }) {
  const errorId = useId();
  const { field, error, prefilled, isDisabled, isReadOnly, isRequired } = useQuestionField(
    item,
    name,
  );
  const options = item.checkboxOptions ?? {};
  if (item.type === 'checkboxItem' || options.single) {
    return (
      <QuestionFrame item={item} prefilled={prefilled}>
        <div className={`flex flex-col gap-1 ${valueColumn(item)}`}>
          <CheckboxField
            inputRef={field.ref}
            name={field.name}
            isSelected={field.value === true}
            onChange={(selected) => {
              field.onChange(selected);
              field.onBlur();
            }}
            isDisabled={isDisabled}
            isReadOnly={isReadOnly}
            isRequired={isRequired}
            isInvalid={Boolean(error)}
            validationBehavior="aria"
            aria-describedby={errorId}
          >
            <CheckboxButton className="group flex min-h-6 cursor-pointer items-start gap-2 text-sm font-medium outline-none">
              <span className={`${BOX} mt-0.5`}>
                <CheckMark />
              </span>
              <span>
                {item.label}
                {item.required && (
                  <span aria-hidden="true" className="ms-0.5 text-red-700">
                    *
                  </span>
                )}
              </span>
            </CheckboxButton>
          </CheckboxField>
          {item.help && <p className="ps-7 text-sm text-ink/75">{item.help}</p>}
          <QuestionError id={errorId} message={error} />
        </div>
      </QuestionFrame>
    );
  }
  const value = Array.isArray(field.value) ? field.value.map(String) : [];
  return (
    <QuestionFrame item={item} prefilled={prefilled}>
      <CheckboxGroup
        name={field.name}
        value={value}
        onChange={(next) => {
          field.onChange(next);
          field.onBlur();
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
          <div
            ref={focusFirstInput(field.ref)}
            className={`flex ${choicesDirection(options.direction)}`}
          >
            {(options.choices ?? []).map((choice) => (
              <ChoiceCheckbox key={choice.value} choice={choice} />
            ))}
          </div>
          <QuestionHelp item={item} />
          <QuestionError id={errorId} message={error} />
        </div>
      </CheckboxGroup>
    </QuestionFrame>
  );
}

export function RadioQuestion({ item, name }: { item: QuestionItem; name: string }) {
  const errorId = useId();
  const { field, error, prefilled, isDisabled, isReadOnly, isRequired } = useQuestionField(
    item,
    name,
  );
  const options = item.radioOptions ?? {};
  const value =
    typeof field.value === 'string' || typeof field.value === 'number' ? String(field.value) : null;
  return (
    <QuestionFrame item={item} prefilled={prefilled}>
      <RadioGroup
        name={field.name}
        value={value}
        onChange={(next) => {
          field.onChange(next);
          field.onBlur();
        }}
        orientation={options.direction === 'vertical' ? 'vertical' : 'horizontal'}
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
          <div
            ref={focusFirstInput(field.ref)}
            className={`flex ${choicesDirection(options.direction)}`}
          >
            {(options.choices ?? []).map((choice) => (
              <RadioField key={choice.value} value={choice.value} className="flex">
                <RadioButton className="group flex min-h-6 cursor-pointer items-center gap-2 outline-none">
                  <span className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-ink/60 bg-surface group-data-[selected]:border-primary group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-accent group-data-[focus-visible]:ring-offset-2 group-data-[invalid]:border-red-700">
                    <span className="size-2.5 rounded-full bg-primary opacity-0 group-data-[selected]:opacity-100" />
                  </span>
                  <WithIcon iconProps={choice.iconProps}>{choice.label}</WithIcon>
                </RadioButton>
              </RadioField>
            ))}
          </div>
          <QuestionHelp item={item} />
          <QuestionError id={errorId} message={error} />
        </div>
      </RadioGroup>
    </QuestionFrame>
  );
}
