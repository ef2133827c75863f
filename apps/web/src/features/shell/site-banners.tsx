import { ImplementationBanner } from '@careers/forms/react';
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
      {/* The form toolkit's banner, so the site and its forms say it the same way. */}
      <ImplementationBanner enabled={phase.enabled} text={phase.text} look="bar" />
    </>
  );
}
