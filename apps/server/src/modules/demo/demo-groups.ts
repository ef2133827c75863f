import { SUPPORTED_LOCALES } from '@careers/contracts';
import type { ConfigSectionName } from '@careers/contracts';

// Shared context "Demo data": deterministic; tests and e2e rely on every value here.
const northwindTheme = {
  primaryColor: '#1d4ed8',
  accentColor: '#f59e0b',
  backgroundColor: '#ffffff',
  textColor: '#111827',
  fontFamily: 'system-ui, sans-serif',
  borderRadius: 8,
};

const baseSections = {
  chatbotxConfig: { enabled: true, loggedOutEnabled: true },
  notificationsConfig: {
    enableCandidateInappNotifications: true,
    hasActionRequiredNotificationsConfigured: true,
    savedSearchNotification: { enabled: true },
  },
  loginSignupConfig: { candidateLoginEnabled: true },
  behaviourFlags: {
    showEventApplicationStatus: false,
    whatsappChatGateEnabled: false,
    enableCommaInFilterValues: false,
    redirectToDashboardV2: false,
  },
  gates: { referralWithCandidateApplicationGate: false },
  whatsappChatCompNumber: null,
  ipGeolocation: false,
  ipGeolocationLatLong: false,
};

export type DemoGroup = {
  domain: string;
  companyName: string;
  microsites: string[];
  sections: Record<ConfigSectionName, unknown>;
};

export const NORTHWIND: DemoGroup = {
  domain: 'northwind.example',
  companyName: 'Northwind',
  microsites: [],
  sections: {
    ...baseSections,
    // Northwind shows referrals in the applications tab; Contoso does not.
    gates: { referralWithCandidateApplicationGate: true },
    // Every language the site speaks, its three main ones first (the picker's order); Contoso keeps
    // its own short list.
    supportedLanguages: [
      'en',
      'de',
      'ar',
      ...SUPPORTED_LOCALES.filter((locale) => !['en', 'de', 'ar'].includes(locale)),
    ],
    pcsxConfig: {
      branding: {
        logoUrl: '/demo/northwind-logo.svg',
        websiteUrl: 'https://northwind.example',
        logoAlt: 'Northwind',
        theme: northwindTheme,
        customPageSections: {
          banner: {
            jobs: { kind: 'info', html: "<strong>We're hiring</strong> in more than 100 cities." },
            dashboard: { kind: 'alert', html: 'Please keep your profile up to date.' },
          },
          heroImage: {
            jobs: {
              alt: 'Northwind team at work',
              sources: [
                { minWidth: 992, url: '/demo/hero-wide.svg', width: 1440, height: 360 },
                { minWidth: 0, url: '/demo/hero-narrow.svg', width: 800, height: 400 },
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
        contentHtml:
          '<p>By using this site you agree that Northwind may store the details you give us to consider you for jobs.</p><p>You can ask us to delete them at any time.</p>',
        acceptButtonText: null,
      },
      seoConfig: {
        offers: { title: 'Your offers | Northwind' },
        jobs: { description: 'Find your next job at Northwind.' },
      },
      implementationPhaseBanner: { enabled: false, text: '' },
      applyConfig: { loggedOutApplyEnabled: true },
      onboardingConfig: { bootstrappingEnabled: false },
      jobCartConfig: { enabled: true },
      // Northwind tells a rejected candidate why, and its recruiting team hears of every
      // question asked (the dev mailbox shows it); the rest of the follow-up is the default.
      applicationFollowUpConfig: {
        showRejectionReason: true,
        recruitingEmail: 'recruiting@northwind.example',
      },
      // Visitors may subscribe to job alerts by e-mail.
      loggedOutNotificationConfig: {
        enabled: true,
        privacyText:
          '<p>Northwind uses your e-mail address only to send the job alerts you ask for. Every e-mail has a link to unsubscribe, and we delete your address when you do. Read our <a href="/careers">privacy notice</a>.</p>',
      },
    },
  },
};

export const CONTOSO: DemoGroup = {
  domain: 'contoso.example',
  companyName: 'Contoso',
  microsites: [],
  sections: {
    ...baseSections,
    chatbotxConfig: { enabled: false, loggedOutEnabled: false },
    supportedLanguages: ['en'],
    pcsxConfig: {
      branding: {
        logoUrl: '/demo/contoso-logo.svg',
        logoAlt: 'Contoso',
        theme: { ...northwindTheme, primaryColor: '#047857' },
        customPageSections: {
          banner: {},
          heroImage: {},
          footer: { html: '<p>© Contoso Ltd</p>', hidePoweredBy: true },
        },
      },
      termsOfServiceConfig: {
        enabled: false,
        title: 'Terms of service',
        contentHtml: '',
        acceptButtonText: null,
      },
      seoConfig: {},
      implementationPhaseBanner: { enabled: true, text: 'This site is being set up.' },
      onboardingConfig: { bootstrappingEnabled: true },
      // A UK company: its forms' phone questions start on the United Kingdom.
      formsConfig: { defaultPhoneCountry: 'GB' },
    },
  },
};

export type DemoCandidate = {
  domain: string;
  email: string;
  firstName: string;
  lastName: string;
  isOnboarded: boolean;
  isBootstrapped: boolean;
  hasAttestedTerms: boolean;
  isAdmin?: boolean;
  isThemeBuilder?: boolean;
  // Profile skills, which match details read and the profile page edits.
  skills?: string[];
};

export const DEMO_CANDIDATES: DemoCandidate[] = [
  {
    domain: NORTHWIND.domain,
    email: 'alex.morgan@example.com',
    firstName: 'Alex',
    lastName: 'Morgan',
    isOnboarded: true,
    isBootstrapped: true,
    hasAttestedTerms: true,
    skills: ['TypeScript', 'React', 'GraphQL', 'PostgreSQL', 'AWS', 'Web accessibility'],
  },
  {
    domain: NORTHWIND.domain,
    email: 'sam.lee@example.com',
    firstName: 'Sam',
    lastName: 'Lee',
    isOnboarded: false,
    isBootstrapped: true,
    hasAttestedTerms: false,
  },
  {
    domain: NORTHWIND.domain,
    email: 'taylor.reed@example.com',
    firstName: 'Taylor',
    lastName: 'Reed',
    isOnboarded: true,
    isBootstrapped: true,
    hasAttestedTerms: true,
    isThemeBuilder: true,
  },
  {
    domain: NORTHWIND.domain,
    email: 'jordan.park@example.com',
    firstName: 'Jordan',
    lastName: 'Park',
    isOnboarded: true,
    isBootstrapped: true,
    hasAttestedTerms: true,
    isAdmin: true,
  },
  {
    domain: CONTOSO.domain,
    email: 'casey.kim@example.com',
    firstName: 'Casey',
    lastName: 'Kim',
    isOnboarded: true,
    isBootstrapped: false,
    hasAttestedTerms: false,
  },
];
