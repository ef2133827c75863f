import { BootDataSchema, type BootData } from '@careers/contracts/boot';

// The demo group of the shared seed (northwind.example), as the server embeds it.
const northwind = {
  isLoggedIn: false,
  user: null,
  profile: null,
  domain: 'northwind.example',
  companyName: 'Northwind',
  microsite: null,
  pageId: 'jobs',
  onboardingData: {
    isOnboarded: false,
    isBootstrapped: false,
    bootstrappingConfig: { enabled: false },
  },
  themeBuilderUser: false,
  instanceBannerData: { displayBanner: false, displayText: '' },
  chatUsesLanguageModel: false,
  configs: {
    pcsxConfig: {
      branding: {
        logoUrl: '/demo/northwind-logo.svg',
        logoAlt: 'Northwind',
        theme: {
          primaryColor: '#1d4ed8',
          accentColor: '#f59e0b',
          backgroundColor: '#ffffff',
          textColor: '#111827',
          fontFamily: 'system-ui, sans-serif',
          borderRadius: 8,
        },
        customPageSections: {
          banner: {
            jobs: {
              kind: 'info',
              html: "<strong>We're hiring</strong> in more than 100 cities.<script>window.hacked=1</script>",
            },
            dashboard: { kind: 'alert', html: 'Please keep your profile up to date.' },
          },
          heroImage: {
            jobs: {
              alt: 'Northwind team at work',
              sources: [
                { minWidth: 992, url: '/demo/hero-wide.svg' },
                { minWidth: 0, url: '/demo/hero-narrow.svg' },
              ],
            },
          },
          footer: {
            html: '<p>© Northwind Traders · <a href="/careers?domain=northwind.example">All jobs</a></p>',
            hidePoweredBy: false,
          },
        },
      },
      termsOfServiceConfig: {
        enabled: true,
        title: 'Terms of service',
        contentHtml: '<p>Be kind.</p><img src=x onerror="window.hacked=1">',
        acceptButtonText: null,
      },
      seoConfig: {
        offers: { title: 'Your offers | Northwind' },
        jobs: { description: 'Find your next job at Northwind.' },
      },
      implementationPhaseBanner: { enabled: false, text: '' },
    },
    chatbotxConfig: { enabled: true, loggedOutEnabled: true },
    notificationsConfig: {
      enableCandidateInappNotifications: true,
      hasActionRequiredNotificationsConfigured: true,
      savedSearchNotification: { enabled: true },
    },
    loginSignupConfig: { candidateLoginEnabled: true },
    behaviourFlags: {},
    gates: {},
    supportedLanguages: ['en', 'de', 'ar'],
  },
};

export type BootOverrides = {
  user?: { firstName: string; lastName: string; email: string; isAdmin?: boolean };
  isOnboarded?: boolean;
  bootstrapping?: { enabled: boolean; isBootstrapped: boolean };
  themeBuilderUser?: boolean;
};

export function demoBoot(overrides: BootOverrides = {}): BootData {
  const boot = BootDataSchema.parse(structuredClone(northwind));
  if (overrides.user) {
    const { firstName, lastName, email } = overrides.user;
    boot.isLoggedIn = true;
    boot.user = { id: 'c1', firstName, lastName, email, isAdmin: overrides.user.isAdmin ?? false };
    boot.profile = { hasResume: false, encId: 'enc-c1', firstName, lastName, email };
  }
  boot.onboardingData.isOnboarded = overrides.isOnboarded ?? true;
  if (overrides.bootstrapping) {
    boot.onboardingData.bootstrappingConfig.enabled = overrides.bootstrapping.enabled;
    boot.onboardingData.isBootstrapped = overrides.bootstrapping.isBootstrapped;
  }
  boot.themeBuilderUser = overrides.themeBuilderUser ?? false;
  return boot;
}

export const ALEX = { firstName: 'Alex', lastName: 'Morgan', email: 'alex.morgan@example.com' };
export const SAM = { firstName: 'Sam', lastName: 'Lee', email: 'sam.lee@example.com' };
