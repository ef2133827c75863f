import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { ServerButton } from './server-stand-ins';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonProps = Omit<AriaButtonProps, 'className'> & {
  variant?: ButtonVariant;
  className?: string;
};

// Also the look of a link that reads as a button (shared/ui/link.tsx, LinkButton).
export const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white hover:brightness-110',
  secondary: 'border border-primary text-primary bg-surface hover:bg-primary/5',
  ghost: 'text-ink hover:bg-ink/5',
  // A step that cannot be undone (cancelling an interview): red, so it is not taken for the way on.
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

export const FOCUS_RING =
  'outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2';

// React Aria's Button, for a button styled its own way (a select's trigger). Decision 024: the
// server renders its markup without its interaction hooks.
export const UnstyledButton = import.meta.env.SSR ? ServerButton : AriaButton;

export function Button({ variant = 'primary', className = '', ...props }: ButtonProps) {
  return (
    <UnstyledButton
      {...props}
      className={`inline-flex min-h-10 shrink-0 items-center whitespace-nowrap justify-center gap-2 rounded-brand px-4 py-2 font-medium transition disabled:opacity-50 ${FOCUS_RING} ${VARIANT_CLASSES[variant]} ${className}`}
    />
  );
}
