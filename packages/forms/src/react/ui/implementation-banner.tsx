import { InfoIcon } from './tooltip-button';

/** The implementation-phase banner, shown only when enabled. */
export function ImplementationBanner({ enabled, text }: { enabled: boolean; text: string }) {
  if (!enabled || !text) return null;
  return (
    <div
      role="note"
      className="flex items-start gap-2 rounded-brand bg-primary/10 px-4 py-3 text-sm text-ink"
    >
      <span className="text-primary">
        <InfoIcon />
      </span>
      <p>{text}</p>
    </div>
  );
}
