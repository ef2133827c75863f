import { render } from '@testing-library/react';
import type { FormDefinition, FormErrors, FormValues } from '../../core/types';
import type { FormHost, FormMode } from '../engine/form-runtime';
import { useDynamicForm, type DynamicForm } from '../engine/use-dynamic-form';
import { SimpleForm } from '../layouts/simple-form';

export type RenderFormOptions = {
  initialValues?: FormValues;
  mode?: FormMode;
  host?: FormHost;
  today?: string;
  /** What the "server" answers to a submit. */
  serverErrors?: FormErrors;
};

/**
 * A definition in a SimpleForm with a Submit button, for component tests: `submitted` holds the
 * values of each submit and `form()` the engine (to inject errors, read values).
 */
export function renderForm(definition: FormDefinition, options: RenderFormOptions = {}) {
  const submitted: FormValues[] = [];
  let engine: DynamicForm | undefined;
  function Harness() {
    const form = useDynamicForm({
      definition,
      initialValues: options.initialValues,
      mode: options.mode,
      host: options.host,
      today: options.today ?? '2026-06-15',
    });
    engine = form;
    return (
      <SimpleForm
        form={form}
        aria-label="Test form"
        onSubmit={(values) => {
          submitted.push(values);
          return options.serverErrors;
        }}
        actions={<button type="submit">Submit</button>}
      />
    );
  }
  const result = render(<Harness />);
  return {
    ...result,
    submitted,
    form: () => {
      if (!engine) throw new Error('The form has not rendered.');
      return engine;
    },
  };
}

/** A one-section definition around the given questions. */
export function formOf(...items: FormDefinition['sections'][number]['items']): FormDefinition {
  return { title: 'Test', sections: [{ id: 'main', title: 'Main', items }] };
}
