import {
  FieldError,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';

export type TextAreaFieldProps = Omit<AriaTextFieldProps, 'className'> & {
  label: string;
  // Help under the field, read with it (aria-describedby).
  description?: string;
  rows?: number;
  className?: string;
};

// TextField's several-line sibling (shared/ui/text-field.tsx): a reason, a note.
export function TextAreaField({
  label,
  description,
  rows = 4,
  className = '',
  ...props
}: TextAreaFieldProps) {
  return (
    <AriaTextField {...props} className={`flex flex-col gap-1 ${className}`}>
      <Label className="text-sm font-medium">{label}</Label>
      <TextArea
        rows={rows}
        className="min-h-20 rounded-brand border border-ink/30 bg-surface px-3 py-2 text-ink outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-accent data-[invalid]:border-red-600"
      />
      {description ? (
        <Text slot="description" className="text-sm text-ink/70">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm text-red-700" />
    </AriaTextField>
  );
}
