import type { Ref } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';

export type TextFieldProps = Omit<AriaTextFieldProps, 'className'> & {
  label: string;
  // Help under the field, read with it (aria-describedby).
  description?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  // Several lines (a reason, a note): a text area this many rows high.
  rows?: number;
};

const BOX =
  'rounded-brand border border-ink/30 bg-surface px-3 py-2 text-ink outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-accent data-[invalid]:border-red-600';

export function TextField({
  label,
  description,
  className = '',
  inputRef,
  rows,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={`flex flex-col gap-1 ${className}`}>
      <Label className="text-sm font-medium">{label}</Label>
      {rows === undefined ? (
        <Input ref={inputRef} className={`min-h-10 ${BOX}`} />
      ) : (
        <TextArea rows={rows} className={`min-h-20 ${BOX}`} />
      )}
      {description ? (
        <Text slot="description" className="text-sm text-ink/70">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm text-red-700" />
    </AriaTextField>
  );
}
