import { InfoIcon } from './info-icon';

const LOOKS = {
  // Inside a page or a form.
  inline: 'rounded-brand bg-primary/10 px-4 py-3',
  // Across the top of the site, under its header.
  bar: 'justify-center bg-accent px-4 py-2 font-medium',
} as const;

/** The implementation-phase banner, shown only when enabled: an info icon and the text. */
export function ImplementationBanner({
  enabled,
  text,
  look = 'inline',
}: {
  enabled: boolean;
  text: string;
  look?: keyof typeof LOOKS;
}) {
  if (!enabled || !text) return null;
  return (
    <div
      role="note"
      data-banner="implementation-phase"
      className={`flex items-start gap-2 text-sm text-ink ${LOOKS[look]}`}
    >
      <span className="shrink-0 text-primary">
        <InfoIcon />
      </span>
      <p>{text}</p>
    </div>
  );
}
