import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { FormErrors, FormValues } from '../../core/types';
import { useFormsNamespace } from '../i18n/forms-namespace';
import { formItems, submittedValues } from './form-items';
import { FormRuntimeContext } from './form-runtime';
import { QuestionBody } from './question';
import { QuestionBodyContext } from './question-body-context';
import type { DynamicForm } from './use-dynamic-form';

/** What a submit answers: nothing, or the server's errors per field (injected, first focused). */
export type SubmitHandler = (
  values: FormValues,
) => Promise<FormErrors | undefined> | FormErrors | undefined;

// Enter in an input does not submit (a textarea keeps its new line, a button acts).
function keepEnterFromSubmitting(event: KeyboardEvent) {
  const target = event.target;
  if (event.key === 'Enter' && target instanceof HTMLInputElement && target.type !== 'submit') {
    event.preventDefault();
  }
}

// A listener rather than an onKeyDown prop: the form is not a widget, it only stops a default.
function listenForEnter(form: HTMLFormElement | null) {
  form?.addEventListener('keydown', keepEnterFromSubmitting);
  return () => form?.removeEventListener('keydown', keepEnterFromSubmitting);
}

/** The <form> every layout renders: the form's state, its runtime and its catalog. */
export function FormShell({
  form,
  onSubmit,
  className,
  'aria-label': ariaLabel,
  children,
}: {
  form: DynamicForm;
  onSubmit?: SubmitHandler;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}) {
  const ready = useFormsNamespace();
  const { methods, runtime, setServerErrors } = form;
  if (!ready) return null;
  const submit = methods.handleSubmit(async (values) => {
    const shown = submittedValues(formItems(form.definition), values, (item) =>
      runtime.visibility.isVisible(item.name),
    );
    const errors = await onSubmit?.(shown);
    if (errors && Object.keys(errors).length > 0) setServerErrors(errors);
  });
  return (
    <FormProvider {...methods}>
      <FormRuntimeContext.Provider value={runtime}>
        <QuestionBodyContext.Provider value={QuestionBody}>
          <form
            noValidate
            aria-label={ariaLabel}
            className={className}
            ref={listenForEnter}
            onSubmit={(event) => void submit(event)}
          >
            {children}
          </form>
        </QuestionBodyContext.Provider>
      </FormRuntimeContext.Provider>
    </FormProvider>
  );
}
