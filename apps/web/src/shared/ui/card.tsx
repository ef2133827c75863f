import { createElement, type ComponentPropsWithoutRef } from 'react';

type CardVariant = 'solid' | 'dashed';
type CardPadding = 'compact' | 'roomy' | 'wide';

const VARIANT_CLASSES: Record<CardVariant, string> = {
  solid: 'border border-ink/10',
  // Where something will be: an empty list, with what to do about it.
  dashed: 'border border-dashed border-ink/20',
};

const PADDING_CLASSES: Record<CardPadding, string> = {
  // An entry of a list (an application, an event, an interview).
  compact: 'p-4',
  // A section of a page of its own (the profile's, the settings').
  roomy: 'p-5 sm:p-6',
  // A message in place of a page's content (nothing here yet, a failure with a retry).
  wide: 'p-6',
};

type CardElement = 'div' | 'li' | 'section' | 'header' | 'article';

export type CardProps<E extends CardElement> = {
  // The element the card is: a list's <li>, a page's <section>, …
  as?: E;
  variant?: CardVariant;
  padding?: CardPadding;
  // The card's own layout (flex, gaps), added to its border, corners, background and padding.
  className?: string;
} & Omit<ComponentPropsWithoutRef<E>, 'className'>;

// The rounded, bordered box on the page's surface that the pages show their entries, sections and
// messages in.
export function Card<E extends CardElement = 'div'>({
  as,
  variant = 'solid',
  padding = 'compact',
  className,
  ...props
}: CardProps<E>) {
  const classes = `rounded-brand ${VARIANT_CLASSES[variant]} bg-surface ${PADDING_CLASSES[padding]}`;
  return createElement(as ?? 'div', {
    ...props,
    className: className ? `${classes} ${className}` : classes,
  });
}
