import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { FOCUS_RING, UnstyledButton } from './button';

type SelectMenuOption<T extends string> = { id: T; label: ReactNode; textValue: string };

export type SelectMenuProps<T extends string> = {
  label: string;
  labelClassName?: string;
  buttonClassName?: string;
  options: readonly SelectMenuOption<T>[];
  value: T;
  onChange: (value: T) => void;
};

const TRIGGER = `flex items-center gap-2 rounded-brand border ${FOCUS_RING}`;

// One value from a short list, as a button that opens its options (React Aria Select): the language
// picker, the sort order. Until it is first used it is its trigger alone, the same button with the
// same name: the language picker is on every page the server renders, and React Aria's Select (its
// collection, hidden native select and a dozen hooks) was two-fifths of a job page's render (the
// job page benchmark). Pressing it, or ArrowDown/ArrowUp as on the Select's own trigger, puts the
// Select in its place, focused and open.
export function SelectMenu<T extends string>(props: SelectMenuProps<T>) {
  const [inUse, setInUse] = useState(false);
  if (!inUse)
    return (
      <SelectMenuTrigger
        {...props}
        onUse={() => {
          setInUse(true);
        }}
      />
    );
  return <AriaSelectMenu {...props} />;
}

function SelectMenuTrigger<T extends string>({
  label,
  labelClassName,
  buttonClassName,
  options,
  value,
  onUse,
}: SelectMenuProps<T> & { onUse: () => void }) {
  const labelId = useId();
  const valueId = useId();
  const chosen = options.find((option) => option.id === value);
  return (
    <div className="flex items-center gap-2">
      <span id={labelId} className={labelClassName}>
        {label}
      </span>
      <UnstyledButton
        className={`${TRIGGER} ${buttonClassName ?? ''}`}
        aria-labelledby={`${valueId} ${labelId}`}
        aria-haspopup="listbox"
        aria-expanded={false}
        onPress={onUse}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') {
            event.continuePropagation();
            return;
          }
          event.preventDefault();
          onUse();
        }}
      >
        <span id={valueId} className="min-w-0 truncate">
          {chosen?.label}
        </span>
        <span aria-hidden="true">▾</span>
      </UnstyledButton>
    </div>
  );
}

function AriaSelectMenu<T extends string>(props: SelectMenuProps<T>) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  // The Select takes the place of the trigger that was used: its own trigger takes the focus,
  // and only then does it open, so that closing it gives the focus back to that trigger (the
  // popover restores the focus it found when it opened).
  useLayoutEffect(() => {
    trigger.current?.focus();
  }, []);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- opens after the focus moved
    setOpen(true);
  }, []);
  return (
    <Select
      value={props.value}
      onChange={(key) => {
        const chosen = props.options.find((option) => option.id === key);
        if (chosen && chosen.id !== props.value) props.onChange(chosen.id);
      }}
      isOpen={isOpen}
      onOpenChange={setOpen}
      className="flex items-center gap-2"
    >
      <Label className={props.labelClassName}>{props.label}</Label>
      <AriaButton ref={trigger} className={`${TRIGGER} ${props.buttonClassName ?? ''}`}>
        <SelectValue className="min-w-0 truncate" />
        <span aria-hidden="true">▾</span>
      </AriaButton>
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
