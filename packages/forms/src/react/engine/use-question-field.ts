import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import type { FormValues, QuestionItem } from '../../core/types';
import { afterPress } from './after-press';
import { useFormRuntime } from './form-runtime';
import { isEmptyValue, valueAt } from './form-items';

/**
 * One question's value, state and rules: the core validates it (the same rules and messages the
 * server uses), on blur and, after a submit, on change.
 */
export function useQuestionField(item: QuestionItem, name: string) {
  const runtime = useFormRuntime();
  const controller = useController<FormValues>({
    name,
    rules: {
      validate: (value, values) => runtime.validate(item, value, values) ?? true,
    },
  });
  const { fieldState } = controller;
  const { onBlur } = controller.field;
  const field = useMemo(
    () => ({
      ...controller.field,
      onBlur: () => {
        afterPress(onBlur);
      },
    }),
    [controller.field, onBlur],
  );
  // A prefilled field the candidate has not edited yet is highlighted.
  const prefilled =
    runtime.mode === 'edit' &&
    !fieldState.isDirty &&
    !isEmptyValue(valueAt(runtime.prefilledValues, name));
  return {
    ...controller,
    field,
    error: fieldState.error?.message,
    prefilled,
    isDisabled: Boolean(item.disabled),
    isReadOnly: Boolean(item.readonly),
    isRequired: Boolean(item.required),
  };
}

/**
 * RHF focuses the first error through the field's ref; a composite control (a group of radios, a
 * date's segments) hands it an object whose focus() reaches its first enabled input.
 */
export function focusFirstInput(register: (instance: { focus: () => void } | null) => void) {
  return (element: HTMLElement | null) => {
    register(
      element && {
        focus: () => {
          element
            .querySelector<HTMLElement>(
              'input:not(:disabled):not([type=hidden]), [role=spinbutton], button:not(:disabled)',
            )
            ?.focus();
        },
      },
    );
  };
}
