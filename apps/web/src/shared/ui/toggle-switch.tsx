import type { ReactNode } from 'react';
import { SwitchButton, SwitchField } from 'react-aria-components';
import { FOCUS_RING } from './button';

export type ToggleSwitchProps = {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  children: ReactNode;
};

// An on/off choice that applies at once (React Aria Switch), its label beside it.
export function ToggleSwitch({ isSelected, onChange, isDisabled, children }: ToggleSwitchProps) {
  return (
    <SwitchField
      isSelected={isSelected}
      onChange={onChange}
      isDisabled={isDisabled}
      className="flex w-fit"
    >
      <SwitchButton
        className={`group flex min-h-11 cursor-pointer items-center gap-3 rounded-brand data-[disabled]:cursor-default data-[disabled]:opacity-60 ${FOCUS_RING}`}
      >
        <span
          aria-hidden="true"
          className="flex h-6 w-11 shrink-0 items-center rounded-full bg-ink/25 p-0.5 transition group-data-[selected]:bg-primary group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-accent group-data-[focus-visible]:ring-offset-2"
        >
          <span className="size-5 rounded-full bg-white shadow transition group-data-[selected]:translate-x-5 rtl:group-data-[selected]:-translate-x-5" />
        </span>
        <span className="font-medium">{children}</span>
      </SwitchButton>
    </SwitchField>
  );
}
