import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormDefinition, FormErrors, FormValues, QuestionItem } from '../../core/types';
import { validateQuestion } from '../../core/validate';
import { shownValues } from '../../core/visibility';
import { FORMS_NS } from '../i18n/forms-namespace';
import type { FormHost, FormMode, FormRuntime } from './form-runtime';
import { watchPresses } from './after-press';
import { formItems, initialValuesOf, isEmptyValue, localToday } from './form-items';
import { VisibilityController } from './visibility-controller';

export type DynamicFormOptions = {
  definition: FormDefinition;
  /** Values the form opens with (a draft, the profile): not dirty, highlighted until edited. */
  initialValues?: FormValues;
  mode?: FormMode;
  host?: FormHost;
  /** YYYY-MM-DD; default the user's today. */
  today?: string;
};

export type DynamicForm = {
  definition: FormDefinition;
  methods: UseFormReturn<FormValues>;
  runtime: FormRuntime;
  /** Errors from the server, per field; focus goes to the first in the form's order. */
  setServerErrors: (errors: FormErrors) => void;
};

const NO_HOST: FormHost = {};

export function useDynamicForm({
  definition,
  initialValues = {},
  mode = 'edit',
  host = NO_HOST,
  today: givenToday,
}: DynamicFormOptions): DynamicForm {
  const { t, i18n } = useTranslation(FORMS_NS);
  const [today] = useState(() => givenToday ?? localToday());
  const items = useMemo(() => formItems(definition), [definition]);
  // A question hidden as the form opens starts without its value, as one hidden later loses it.
  const [defaults] = useState(() =>
    shownValues(items, initialValuesOf(items, initialValues, today)),
  );
  // What the form was given, as it opened (the option is often a new object each render).
  const [given] = useState(() => initialValues);
  const methods = useForm<FormValues>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: defaults,
    // A hidden question is unmounted, so RHF skips it when it validates; the controller empties
    // its value (below), and the shell leaves it out of what is submitted (submittedValues). Not
    // RHF's shouldUnregister: each unregistration re-renders every field of the form (1.5 s to
    // hide ten of 500), where setting one value wakes only that field.
    shouldUnregister: false,
    shouldFocusError: true,
  });
  const {
    getValues,
    getFieldState,
    trigger,
    subscribe,
    setError,
    setFocus,
    setValue,
    clearErrors,
  } = methods;

  // Not a ref: read by the controller's callback, never during render.
  const [submitted] = useState(() => ({ current: false }));
  const [visibility] = useState(
    () =>
      new VisibilityController(
        items,
        defaults,
        getValues,
        (names) => {
          // Only questions already checked once: an untouched one shows no error early.
          const shown = names.filter((name) => {
            const state = getFieldState(name);
            return submitted.current || state.isTouched || state.invalid;
          });
          if (shown.length > 0) void trigger(shown);
        },
        (hidden) => {
          const withErrors = hidden.filter((name) => getFieldState(name).invalid);
          if (withErrors.length > 0) clearErrors(withErrors);
          // Hidden means unregistered: the answer is forgotten, and shows empty if the question
          // comes back (null, not undefined, which would bring back the question's default).
          for (const name of hidden) {
            if (!isEmptyValue(getValues(name))) setValue(name, null);
          }
        },
      ),
  );
  useEffect(() => watchPresses(window), []);
  useEffect(() => {
    const unsubscribeValues = subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        visibility.valueChanged(name);
      },
    });
    const unsubscribeSubmit = subscribe({
      formState: { isSubmitted: true },
      callback: ({ isSubmitted }) => {
        submitted.current = Boolean(isSubmitted);
      },
    });
    return () => {
      unsubscribeValues();
      unsubscribeSubmit();
      visibility.dispose();
    };
  }, [subscribe, visibility, submitted]);

  const validate = useCallback(
    (item: QuestionItem, value: unknown, values: FormValues) =>
      validateQuestion(item, value, values, {
        today,
        locale: i18n.language,
        translate: (key, params) => t(key, params),
      }),
    [t, today, i18n.language],
  );

  const runtime = useMemo<FormRuntime>(
    () => ({
      mode,
      today,
      visibility,
      validate,
      initialValues: defaults,
      prefilledValues: given,
      host,
    }),
    [mode, today, visibility, validate, defaults, given, host],
  );

  const setServerErrors = useCallback(
    (errors: FormErrors) => {
      const order = new Map(items.map((item, index) => [item.name, index]));
      const rank = (name: string) => order.get(name.split('.')[0] ?? name) ?? items.length;
      const names = Object.keys(errors).sort((a, b) => rank(a) - rank(b));
      for (const name of names) {
        setError(name, { type: 'server', message: errors[name] });
      }
      if (names[0] !== undefined) setFocus(names[0]);
    },
    [items, setError, setFocus],
  );

  return { definition, methods, runtime, setServerErrors };
}
