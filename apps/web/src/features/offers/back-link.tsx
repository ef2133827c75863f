import { Link } from '../../shared/ui/link';
import { FOCUS_RING } from '../../shared/ui/button';
import { TOUCH_TARGET } from './offer-styles';

/** A way back up (a back button labelled Offers); the arrow turns with the text. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      href={href}
      className={`-ms-2 inline-flex min-h-10 ${TOUCH_TARGET} items-center gap-1.5 self-start rounded-brand px-2 font-medium text-primary hover:underline ${FOCUS_RING}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-5 rtl:-scale-x-100"
      >
        <path d="M12.5 15 7.5 10l5-5" />
      </svg>
      {label}
    </Link>
  );
}
