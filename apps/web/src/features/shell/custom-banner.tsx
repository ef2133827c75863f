import type { PageId } from '@careers/contracts/pages';
import { useBootData } from '../../shared/boot/boot-data-context';
import { SanitizedHtml } from '../../shared/ui/sanitized-html';

const KIND_CLASSES = {
  info: 'border-primary/30 bg-primary/10 text-ink',
  alert: 'border-red-300 bg-red-50 text-red-900',
} as const;

// A custom banner of kind info or alert, configured per page.
export function CustomBanner({ pageId }: { pageId: PageId | null }) {
  const banners = useBootData().configs.pcsxConfig.branding.customPageSections.banner;
  const banner = pageId ? banners[pageId] : undefined;
  if (!banner) return null;
  return (
    <div
      role={banner.kind === 'alert' ? 'alert' : 'status'}
      data-kind={banner.kind}
      className={`mb-4 rounded-brand border px-4 py-3 ${KIND_CLASSES[banner.kind]}`}
    >
      <SanitizedHtml html={banner.html} />
    </div>
  );
}
