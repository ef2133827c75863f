import type { ReactNode } from 'react';
import { FormShell, type SubmitHandler } from '../engine/form-shell';
import type { DynamicForm } from '../engine/use-dynamic-form';
import { FormSection } from './form-section';

/** SimpleForm: optional meta items on top, titled sections, actions right-aligned. */
export function SimpleForm({
  form,
  onSubmit,
  meta,
  actions,
  'aria-label': ariaLabel,
}: {
  form: DynamicForm;
  onSubmit?: SubmitHandler;
  meta?: ReactNode;
  actions?: ReactNode;
  'aria-label'?: string;
}) {
  const sections = Array.isArray(form.definition.sections) ? form.definition.sections : [];
  return (
    <FormShell
      form={form}
      onSubmit={onSubmit}
      aria-label={ariaLabel ?? form.definition.title}
      className="flex flex-col gap-8"
    >
      {meta && <div className="flex flex-col gap-2 text-sm text-ink/80">{meta}</div>}
      {sections.map((section, index) => (
        <FormSection key={section.id ?? index} section={section} id={section.id} />
      ))}
      {actions && <div className="flex flex-wrap justify-end gap-3">{actions}</div>}
    </FormShell>
  );
}
