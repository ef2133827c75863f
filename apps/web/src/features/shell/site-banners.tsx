import { useBootData } from '../../shared/boot/boot-data-context';

// The instance banner (boot data) and the implementation-phase banner (config).
export function SiteBanners() {
  const boot = useBootData();
  const phase = boot.configs.pcsxConfig.implementationPhaseBanner;
  const instance = boot.instanceBannerData;
  return (
    <>
      {instance.displayBanner && instance.displayText ? (
        <div
          role="status"
          data-banner="instance"
          className="bg-ink px-4 py-2 text-center text-sm text-surface"
        >
          {instance.displayText}
        </div>
      ) : null}
      {phase.enabled && phase.text ? (
        <div
          role="status"
          data-banner="implementation-phase"
          className="bg-accent px-4 py-2 text-center text-sm font-medium text-ink"
        >
          {phase.text}
        </div>
      ) : null}
    </>
  );
}
