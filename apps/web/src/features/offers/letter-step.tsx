import { useId, type ReactNode } from 'react';
import { useFormat } from '../../shared/i18n/format';

/** One of the offer letter page's three numbered steps. */
export function LetterStep({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: ReactNode;
}) {
  const format = useFormat();
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className="flex gap-3 rounded-brand border border-ink/10 bg-surface p-4 shadow-sm sm:gap-4 sm:p-5"
    >
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary"
      >
        {format.number(number)}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <h2 id={headingId} className="pt-1 text-lg font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </li>
  );
}
