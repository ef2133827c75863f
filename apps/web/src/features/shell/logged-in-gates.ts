import type { BootData } from '@careers/contracts/boot';

// When the screens that only logged-in candidates meet apply. Kept apart from the screens so
// the shell can decide from the boot data and load a screen (and its call's zod schemas) only
// when it applies (decision 008).

// Logged in with terms enabled → ask whether they are attested.
export function needsTermsCheck(boot: BootData): boolean {
  return boot.isLoggedIn && boot.configs.pcsxConfig.termsOfServiceConfig.enabled;
}

// Logged in, bootstrapping on and not yet done.
export function needsProfileBootstrapping(boot: BootData): boolean {
  const { onboardingData } = boot;
  return (
    boot.isLoggedIn && onboardingData.bootstrappingConfig.enabled && !onboardingData.isBootstrapped
  );
}
