import type { ReactNode } from 'react';
import { resolveIcon, type ResolvedIcon } from '../../core/icons';
import type { IconName } from '../../core/types';

// The toolkit's icons (core ICON_NAMES), drawn on a 24 px grid with the text's colour. A definition
// only names one, so no markup of a definition's ever reaches the page.
const PATHS: Record<IconName, ReactNode> = {
  plus: <path d="M12 5v14M5 12h14" />,
  check: <path d="M5 12.5l4.5 4.5L19 7" />,
  star: <path d="M12 3l2.8 5.8 6.2.9-4.5 4.3 1.1 6.3-5.6-3-5.6 3 1.1-6.3L3 9.7l6.2-.9z" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </>
  ),
  home: <path d="M3 11l9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5" />,
  building: <path d="M4 21V4h11v17M15 9h5v12M2 21h20M8 8h3M8 12h3M8 16h3" />,
  laptop: <path d="M4 5h16v10H4zM2 19h20" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </>
  ),
  briefcase: <path d="M3 8h18v12H3zM9 8V5h6v3M3 13h18" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </>
  ),
  mail: <path d="M3 5h18v14H3zM3 6l9 7 9-7" />,
  phone: (
    <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
  ),
  calendar: <path d="M4 5h16v16H4zM4 10h16M8 3v4M16 3v4" />,
  document: <path d="M14 3H6v18h12V7zM14 3v4h4M9 13h6M9 17h6" />,
};

/**
 * One icon: decorative (hidden from assistive technology) unless the definition gave it a label,
 * which is then its accessible name.
 */
export function ToolkitIcon({ icon, className }: { icon: ResolvedIcon; className: string }) {
  if (icon.kind === 'image') {
    return (
      <img
        src={icon.src}
        alt={icon.label ?? ''}
        aria-hidden={icon.label ? undefined : true}
        data-icon="image"
        className={`${className} shrink-0 object-contain`}
        // An image from another site is not told which page shows it.
        referrerPolicy="no-referrer"
        loading="lazy"
      />
    );
  }
  return (
    <svg
      viewBox="0 0 24 24"
      {...(icon.label ? { role: 'img', 'aria-label': icon.label } : { 'aria-hidden': true })}
      data-icon={icon.name}
      className={`${className} shrink-0 fill-none stroke-current stroke-2 [stroke-linecap:round] [stroke-linejoin:round]`}
    >
      {PATHS[icon.name]}
    </svg>
  );
}

/**
 * A choice's text with its icon (`iconProps`) before or after it; just the text when the
 * definition names no icon the toolkit can draw.
 */
export function WithIcon({
  iconProps,
  children,
  className = 'size-5',
}: {
  iconProps: unknown;
  children: ReactNode;
  className?: string;
}) {
  const icon = resolveIcon(iconProps);
  if (!icon) return children;
  const drawn = <ToolkitIcon icon={icon} className={className} />;
  // The spaces keep a labelled icon's words apart from the text in the choice's accessible name
  // (the flex layout does not draw them).
  return (
    <span className="inline-flex items-center gap-2">
      {icon.position === 'start' && <>{drawn} </>}
      <span>{children}</span>
      {icon.position === 'end' && <> {drawn}</>}
    </span>
  );
}
