// eslint-disable-next-line no-restricted-imports -- the one place the app takes React Aria's Link
import { Link as AriaLink, type LinkProps } from 'react-aria-components';
import { FOCUS_RING, VARIANT_CLASSES, type ButtonVariant } from './button';
import { ServerLink } from './server-stand-ins';

// React Aria's Link, which navigates through the router (root-layout's RouterProvider). On the
// server it is rendered as its markup without its interaction hooks (decision 024).
export const Link = import.meta.env.SSR ? ServerLink : AriaLink;

export type LinkButtonSize = 'md' | 'sm';

const SIZE_CLASSES: Record<LinkButtonSize, string> = {
  md: 'min-h-10 px-4 py-2',
  sm: 'min-h-9 px-3 text-sm',
};

// A link that reads as a button — it goes somewhere, so it is a link — in the Button's colours.
// Whether it may wrap or shrink is the caller's to add. Also for a plain <a> (a download, another
// site), which the router must not handle.
export function linkButtonClasses(variant: ButtonVariant = 'primary', size: LinkButtonSize = 'md') {
  return `inline-flex ${SIZE_CLASSES[size]} items-center justify-center gap-2 rounded-brand font-medium transition ${FOCUS_RING} ${VARIANT_CLASSES[variant]}`;
}

export type LinkButtonProps = Omit<LinkProps, 'className'> & {
  variant?: ButtonVariant;
  size?: LinkButtonSize;
  className?: string;
};

export function LinkButton({
  variant = 'primary',
  size = 'md',
  className,
  ...props
}: LinkButtonProps) {
  const classes = linkButtonClasses(variant, size);
  return <Link {...props} className={className ? `${classes} ${className}` : classes} />;
}
