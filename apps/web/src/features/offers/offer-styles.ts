import { FOCUS_RING } from '../../shared/ui/button';

// Controls are at least 44 px tall on phones (touch targets), 40 px elsewhere as Button is.
export const TOUCH_TARGET = 'max-sm:min-h-11';

// What the offer pages add to a LinkButton (shared/ui/link.tsx), so it sits like their Buttons.
export const OFFER_LINK = `${TOUCH_TARGET} shrink-0 whitespace-nowrap`;

export const CARD = 'rounded-brand border border-ink/10 bg-surface p-4 shadow-sm sm:p-5';

// A destructive action (declining an offer): red, so it is not mistaken for the way forward.
export const DANGER_BUTTON = `inline-flex min-h-10 ${TOUCH_TARGET} shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-brand bg-red-700 px-4 py-2 font-medium text-white transition hover:bg-red-800 disabled:opacity-50 ${FOCUS_RING}`;
