export const FOCUS_RING =
  'outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2';

// scroll-my: a field focused for its error stays clear of a sticky header and the stepper's
// fixed footer.
export const INPUT =
  'min-h-10 w-full scroll-my-32 rounded-brand border border-ink/30 bg-surface px-3 py-2 text-ink outline-none placeholder:text-ink/70 focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-accent disabled:cursor-not-allowed disabled:bg-ink/5 read-only:bg-ink/5 aria-[invalid=true]:border-red-700 data-[invalid]:border-red-700';

const BUTTON_BASE = `inline-flex min-h-10 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-brand px-4 py-2 font-medium transition disabled:opacity-50 data-[disabled]:opacity-50 ${FOCUS_RING}`;

export const BUTTON = {
  primary: `${BUTTON_BASE} bg-primary text-white hover:brightness-110`,
  secondary: `${BUTTON_BASE} border border-primary bg-surface text-primary hover:bg-primary/5`,
  ghost: `${BUTTON_BASE} text-ink hover:bg-ink/5`,
  link: `inline-flex min-h-6 items-center gap-1 rounded-sm font-medium text-primary underline-offset-2 hover:underline ${FOCUS_RING}`,
} as const;

/**
 * The label takes 5 of 12 columns and the value 6 with an offset of 1 on large screens; both full
 * width below.
 */
export const COLUMNS = {
  row: 'min-[1180px]:grid min-[1180px]:grid-cols-12 min-[1180px]:gap-x-4',
  label: 'min-[1180px]:col-span-5',
  value: 'min-[1180px]:col-span-6 min-[1180px]:col-start-7',
} as const;
