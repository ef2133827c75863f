import type { ReactNode } from 'react';
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { FOCUS_RING } from './button';

export type SelectMenuOption<T extends string> = { id: T; label: ReactNode; textValue: string };

export type SelectMenuProps<T extends string> = {
  label: string;
  labelClassName?: string;
  buttonClassName?: string;
  options: readonly SelectMenuOption<T>[];
  value: T;
  onChange: (value: T) => void;
};

// One value from a short list, as a button that opens its options (React Aria Select): the
// language picker, the sort order.
export function SelectMenu<T extends string>(props: SelectMenuProps<T>) {
  return (
    <Select
      value={props.value}
      onChange={(key) => {
        const chosen = props.options.find((option) => option.id === key);
        if (chosen && chosen.id !== props.value) props.onChange(chosen.id);
      }}
      className="flex items-center gap-2"
    >
      <Label className={props.labelClassName}>{props.label}</Label>
      <Button
        className={`flex items-center gap-2 rounded-brand border ${FOCUS_RING} ${props.buttonClassName ?? ''}`}
      >
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="min-w-36 rounded-brand border border-ink/10 bg-surface p-1 shadow-lg">
        <ListBox className="outline-none">
          {props.options.map((option) => (
            <ListBoxItem
              key={option.id}
              id={option.id}
              textValue={option.textValue}
              className={`cursor-pointer rounded-brand px-3 py-2 data-[focused]:bg-primary/10 data-[selected]:font-semibold ${FOCUS_RING}`}
            >
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
