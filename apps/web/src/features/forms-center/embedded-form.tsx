import { Link } from '../../shared/ui/link';
import { useTranslation } from '../../shared/i18n/use-translation';
import { EMBEDDED_FORM_FRAME } from '@careers/contracts/forms';
import { useBootData } from '../../shared/boot/boot-data-context';
import { FOCUS_RING } from '../../shared/ui/button';

// A partner's https page keeps its own origin (its scripts and storage); a page of this site
// (the demo's) runs sandboxed as an opaque origin, since same-origin rights would lift the
// sandbox. Anything else is not framed.
export function frameSandbox(url: string, pageOrigin: string): string | null {
  try {
    const parsed = new URL(url, pageOrigin);
    if (parsed.origin === pageOrigin) return 'allow-forms allow-scripts';
    return parsed.protocol === 'https:' ? 'allow-forms allow-scripts allow-same-origin' : null;
  } catch {
    return null;
  }
}

/**
 * A form the employer's partner hosts, in a frame of 800x1132 px, narrowed to the column on a phone
 * with its proportions kept (docs/product/apply-and-drafts.md).
 */
export function EmbeddedForm({
  url,
  title,
  sandbox,
}: {
  url: string;
  title: string;
  sandbox: string;
}) {
  const { t } = useTranslation();
  const { companyName } = useBootData();
  const { width, height } = EMBEDDED_FORM_FRAME;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink/80">
        {t('formsCenter.view.hostedByPartner', { company: companyName })}
      </p>
      <iframe
        src={url}
        title={t('formsCenter.view.frameTitle', { title })}
        width={width}
        height={height}
        sandbox={sandbox}
        referrerPolicy="strict-origin-when-cross-origin"
        className="block h-auto w-full rounded-brand border border-ink/15 bg-white"
        style={{ maxWidth: width, aspectRatio: `${width} / ${height}` }}
      />
      <Link
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className={`w-fit text-sm text-primary underline ${FOCUS_RING}`}
      >
        {t('formsCenter.view.openInNewTab')}
      </Link>
    </div>
  );
}
