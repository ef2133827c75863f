import type { PageId } from '@careers/contracts/pages';
import { useBootData } from '../../shared/boot/boot-data-context';

// A hero image per page and per device width; the widest source whose minWidth fits the viewport
// wins, and the smallest is the plain <img>.
export function HeroImage({ pageId }: { pageId: PageId | null }) {
  const heroes = useBootData().configs.pcsxConfig.branding.customPageSections.heroImage;
  const hero = pageId ? heroes[pageId] : undefined;
  if (!hero) return null;
  const sources = [...hero.sources].sort((a, b) => b.minWidth - a.minWidth);
  const fallback = sources[sources.length - 1];
  if (!fallback) return null;
  return (
    <picture className="mb-6 block overflow-hidden rounded-brand">
      {sources.slice(0, -1).map((source) => (
        <source
          key={source.minWidth}
          media={`(min-width: ${source.minWidth}px)`}
          srcSet={source.url}
          width={source.width}
          height={source.height}
        />
      ))}
      <img
        src={fallback.url}
        alt={hero.alt}
        width={fallback.width}
        height={fallback.height}
        className="block h-auto w-full object-cover"
      />
    </picture>
  );
}
