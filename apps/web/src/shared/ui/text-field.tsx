import type { Ref } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';

export type TextFieldProps = Omit<AriaTextFieldProps, 'className'> & {
  label: string;
  // Help under the field, read with it (aria-describedby).
  description?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
};

export function TextField({
  label,
  description,
  className = '',
  inputRef,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={`flex flex-col gap-1 ${className}`}>
      <Label className="text-sm font-medium">{label}</Label>
      <Input
        ref={inputRef}
        className="min-h-10 rounded-brand border border-ink/30 bg-surface px-3 py-2 text-ink outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-accent data-[invalid]:border-red-600"
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
