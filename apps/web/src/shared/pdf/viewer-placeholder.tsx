import { useTranslation } from '../i18n/use-translation';

type ViewerPlaceholderProps = {
  // The box of the frame that replaces it, when its size is known (the e-sign frame's, drawn in a
  // 1 px border): the page keeps its layout when the code arrives, so nothing below it moves
  // under a pointer about to press it.
  frame?: { width: number; height: number };
};

/** Where a document or the e-sign field appears while its code loads. */
export function ViewerPlaceholder({ frame }: ViewerPlaceholderProps) {
  const { t } = useTranslation();
  const label = <span className="text-sm text-ink/70">{t('pdf.loadingViewer')}</span>;
  const pulse = 'animate-pulse rounded-brand bg-ink/5 motion-reduce:animate-none';
  if (!frame)
    return (
      <div
        aria-busy="true"
        className={`flex h-64 w-full max-w-2xl items-center justify-center ${pulse}`}
      >
        {label}
      </div>
    );
  return (
    <div
      aria-busy="true"
      className={`w-full border border-transparent ${pulse}`}
      style={{ maxWidth: frame.width }}
    >
      <div
        className="flex w-full items-center justify-center"
        style={{ aspectRatio: `${String(frame.width)} / ${String(frame.height)}` }}
      >
        {label}
      </div>
    </div>
  );
}
