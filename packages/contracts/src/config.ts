import { z } from 'zod';
import { defineCall } from './call';
import { DEFAULT_APPLICATION_FORM_ID, FORM_ID_PATTERN } from './forms';
import { DomainSchema } from './http';
import { PAGE_IDS } from './pages';
import { SUPPORTED_LOCALES } from './locales';
import { FILTER_NAMES, SORT_OPTIONS } from './search-params';
import { FileUploadConfigSchema } from './resumes';
import { InterviewSchedulingConfigSchema } from './interviews';
import { ApplicationFollowUpConfigSchema } from './application-follow-up';
import { ErrorReportingConfigSchema } from './analytics';
import { PositionDetailsConfigSchema, PositionOverridesSchema } from './position-overrides';

// The group's config sections. Every object is strict: a key the product does not read is refused
// with the config's validation ("Unrecognized key"), never stored and ignored. A later area adds
// its settings here, with their defaults, so older data still reads.
const PageIdSchema = z.enum(PAGE_IDS);
const perPage = <T extends z.ZodType>(schema: T) => z.partialRecord(PageIdSchema, schema);

export const BannerSchema = z.strictObject({
  kind: z.enum(['info', 'alert']),
  html: z.string().max(5000),
});

export const HeroImageSchema = z.strictObject({
  alt: z.string().max(300),
  // Per device width: the first source whose minWidth fits the viewport wins. Its intrinsic
  // size, when given, keeps the page from moving as the image loads (layout shift).
  sources: z
    .array(
      z.strictObject({
        minWidth: z.number().int().min(0),
        url: z.string().min(1).max(2000),
        width: z.number().int().min(1).max(10_000).optional(),
        height: z.number().int().min(1).max(10_000).optional(),
      }),
    )
    .min(1),
});

export const ThemeSchema = z.strictObject({
  primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  accentColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  backgroundColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  textColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  fontFamily: z.string().max(200),
  borderRadius: z.number().int().min(0).max(32),
});
export type Theme = z.infer<typeof ThemeSchema>;

// A link an employer's config puts on a page: to the web, to a mail address or to a path on this
// site, never `javascript:`, `data:` or another scheme (docs/product/shell-and-gates.md).
export const ConfigLinkSchema = z
  .string()
  .max(2000)
  .regex(
    /^(?:https?:\/\/[^\s"'<>]+|mailto:[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/i,
    'Must be an http(s) or mailto: address, or a path on this site',
  );

// An image the employer hosts: https, or a path on this site.
const ConfigImageSchema = z
  .string()
  .max(2000)
  .regex(
    /^(?:https:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/i,
    'Must be an https URL or a path on this site',
  );

// customNavbarConfig: the employer's own navbar, its logo and links, shown to visitors when
// `enable` is on and to logged-in candidates when `showInLoggedinView` is.
export const CustomNavbarConfigSchema = z.strictObject({
  enable: z.boolean(),
  showInLoggedinView: z.boolean(),
  logoUrl: ConfigImageSchema.optional(),
  logoAlt: z.string().max(200).optional(),
  // Where the logo leads: the employer's own site; this site's job search when absent.
  homeUrl: ConfigLinkSchema.optional(),
  links: z
    .array(
      z.strictObject({
        label: z.string().trim().min(1).max(60),
        // The label in other languages, by language code; `label` where a language has none.
        labels: z
          .partialRecord(z.enum(SUPPORTED_LOCALES), z.string().trim().min(1).max(60))
          .default({}),
        url: ConfigLinkSchema,
      }),
    )
    .max(8)
    .default([]),
});
export type CustomNavbarConfig = z.infer<typeof CustomNavbarConfigSchema>;

export const BrandingSchema = z.strictObject({
  logoUrl: z.string().max(2000),
  logoAlt: z.string().max(200),
  // The employer's own site: JobPosting's hiringOrganization.sameAs on job pages.
  websiteUrl: z
    .string()
    .max(2000)
    .regex(/^https?:\/\/[^\s"'<>]+$/, 'Must be an http(s) URL')
    .optional(),
  theme: ThemeSchema,
  customPageSections: z.strictObject({
    banner: perPage(BannerSchema).default({}),
    heroImage: perPage(HeroImageSchema).default({}),
    footer: z.strictObject({ html: z.string().max(20000), hidePoweredBy: z.boolean() }),
    customNavbarConfig: CustomNavbarConfigSchema.optional(),
  }),
});

export const TermsOfServiceConfigSchema = z.strictObject({
  enabled: z.boolean(),
  title: z.string().max(300),
  contentHtml: z.string().max(100000),
  // The terms modal has an Accept button or configured text.
  acceptButtonText: z.string().max(100).nullable().default(null),
});

export const SeoConfigSchema = perPage(
  z.strictObject({
    title: z.string().max(300).optional(),
    description: z.string().max(1000).optional(),
  }),
);

// searchConfig (docs/product/search.md): which filters exist (allFilters, in display order),
// which show as one-tap chips (smartFilters), the sort options, the map, the current-location
// button and the distance choices of a location search.
export const SearchConfigSchema = z.strictObject({
  allFilters: z
    .array(z.enum(FILTER_NAMES))
    .default(['department', 'seniority', 'employment_type', 'work_location_option', 'distance']),
  smartFilters: z.array(z.enum(FILTER_NAMES)).default([]),
  sortOptions: z.array(z.enum(SORT_OPTIONS)).min(1).default(['relevance', 'newest']),
  defaultSortBy: z.enum(SORT_OPTIONS).default('relevance'),
  // A match at or above this score (0–5) is a strong match (docs/product/match-and-chat.md).
  strongMatchThreshold: z.number().min(0).max(5).default(4),
  distance: z
    .strictObject({
      unit: z.enum(['km', 'mi']),
      options: z.array(z.number().int().min(0).max(20000)).min(1),
      defaultValue: z.number().int().min(0).max(20000),
    })
    .default({ unit: 'km', options: [0, 10, 25, 50, 100, 250], defaultValue: 50 }),
  // A location search also finds remote positions open to candidates in that country.
  includeRemoteInLocationSearch: z.boolean().default(true),
  // Without a tile URL (or offline) the map draws country outlines shipped with the app.
  mapConfig: z
    .strictObject({
      enabled: z.boolean(),
      tileUrl: z
        .string()
        .max(500)
        .regex(/^https:\/\/[^\s"'<>]+$/, 'Must be an https URL template')
        .optional(),
      tileAttribution: z.string().max(300).optional(),
    })
    .default({ enabled: true }),
  currentLocation: z.strictObject({ enabled: z.boolean() }).default({ enabled: true }),
  autocomplete: z
    .strictObject({ minLength: z.number().int().min(1).max(10) })
    .default({ minLength: 1 }),
});
export type SearchConfig = z.infer<typeof SearchConfigSchema>;

// searchOptionsMap: per filter, its display name, a readable alias for its URL key and
// labels for its values (also accepted as values; see search-params.ts).
export const SearchOptionsMapSchema = z.partialRecord(
  z.enum(FILTER_NAMES),
  z.strictObject({
    displayName: z.string().max(100).optional(),
    alias: z
      .string()
      .regex(/^[a-z0-9_-]{1,40}$/)
      .optional(),
    options: z
      .strictObject({ labelMap: z.record(z.string().max(200), z.string().max(200)) })
      .optional(),
  }),
);

// The details the profile bootstrapping screen can ask a candidate to confirm, in its order.
export const BOOTSTRAPPING_FIELDS = ['name', 'email', 'location', 'resume'] as const;
export type BootstrappingField = (typeof BOOTSTRAPPING_FIELDS)[number];

// The tabs the dashboard shows, in this order, from dashboardConfig.tabs.
export const DASHBOARD_TABS = [
  'applications',
  'interviews',
  'savedPositions',
  'events',
  'offers',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const PcsxConfigSchema = z.strictObject({
  branding: BrandingSchema,
  termsOfServiceConfig: TermsOfServiceConfigSchema,
  seoConfig: SeoConfigSchema.default({}),
  implementationPhaseBanner: z.strictObject({ enabled: z.boolean(), text: z.string().max(2000) }),
  // The application form of positions that name none of their own.
  applyConfig: z
    .strictObject({
      loggedOutApplyEnabled: z.boolean(),
      applicationFormId: z.string().regex(FORM_ID_PATTERN).default(DEFAULT_APPLICATION_FORM_ID),
    })
    .default({ loggedOutApplyEnabled: true, applicationFormId: DEFAULT_APPLICATION_FORM_ID }),
  // The bootstrapping screen, and which details it asks the candidate to confirm
  // (docs/product/shell-and-gates.md, "Profile bootstrapping screen").
  onboardingConfig: z
    .strictObject({
      bootstrappingEnabled: z.boolean(),
      bootstrappingFields: z
        .array(z.enum(BOOTSTRAPPING_FIELDS))
        .max(BOOTSTRAPPING_FIELDS.length)
        .default([...BOOTSTRAPPING_FIELDS]),
    })
    .default({ bootstrappingEnabled: false, bootstrappingFields: [...BOOTSTRAPPING_FIELDS] }),
  searchConfig: SearchConfigSchema.default(SearchConfigSchema.parse({})),
  searchOptionsMap: SearchOptionsMapSchema.default({}),
  jobCartConfig: z.strictObject({ enabled: z.boolean() }).default({ enabled: false }),
  // Job alerts for logged-out visitors, with the privacy text shown beside the form (HTML,
  // sanitised before it is shown).
  loggedOutNotificationConfig: z
    .strictObject({ enabled: z.boolean(), privacyText: z.string().max(20_000).default('') })
    .default({ enabled: false, privacyText: '' }),
  dashboardConfig: z
    .strictObject({ tabs: z.array(z.enum(DASHBOARD_TABS)).max(DASHBOARD_TABS.length) })
    .default({ tabs: [...DASHBOARD_TABS] }),
  // The applications page: hideApplicationStatus leaves out each submitted application's status
  // and its history (the position and the dates of applying stay).
  applicationsPageConfig: z
    .strictObject({
      tabs: z
        .strictObject({
          submitted: z
            .strictObject({ hideApplicationStatus: z.boolean().default(false) })
            .default({ hideApplicationStatus: false }),
        })
        .default({ submitted: { hideApplicationStatus: false } }),
    })
    .default({ tabs: { submitted: { hideApplicationStatus: false } } }),
  profileConfig: z.strictObject({}).default({}),
  // Stages, expected times, closing, reasons, questions, draft reminders and the "How was it?"
  // question (docs/product/application-follow-up.md).
  applicationFollowUpConfig: ApplicationFollowUpConfigSchema.default(
    ApplicationFollowUpConfigSchema.parse({}),
  ),
  // How candidates choose, move and cancel interview times (docs/product/interviews.md).
  interviewSchedulingConfig: InterviewSchedulingConfigSchema.default(
    InterviewSchedulingConfigSchema.parse({}),
  ),
  // The group's country (ISO 3166 alpha-2, e.g. DE): the country a phone question of its forms
  // starts on when the question names none; the toolkit's US when null
  // (docs/product/forms-toolkit.md, Phone question).
  formsConfig: z
    .strictObject({
      defaultPhoneCountry: z
        .string()
        .regex(/^[A-Z]{2}$/, 'Must be a two-letter country code in capitals, such as DE')
        .nullable()
        .default(null),
    })
    .default({ defaultPhoneCountry: null }),
  fileUploadConfig: FileUploadConfigSchema,
  // Crash reports and the error screen's contact link (docs/configuration.md).
  errorReporting: ErrorReportingConfigSchema.default({}),
  // Which blocks of a position's detail show (docs/product/job-pages.md).
  positionDetailsConfig: PositionDetailsConfigSchema.default(PositionDetailsConfigSchema.parse({})),
  // Per-position overrides by position id, before the position's own (docs/product/job-pages.md).
  overrides: z
    .record(z.string().regex(/^[0-9]{1,12}$/, 'Must be a position id'), PositionOverridesSchema)
    .default({}),
  // The employer's scripts in every page's head: https files only, each origin allowed by the
  // page's CSP; never inline (docs/product/shell-and-gates.md).
  scriptConfig: z
    .strictObject({
      pageLoadHeadScripts: z
        .array(
          z.strictObject({
            src: z
              .string()
              .max(2000)
              .regex(
                /^https:\/\/[a-z0-9.-]+(?::[0-9]{1,5})?\/[^\s"'<>]*$/i,
                'Must be an https URL of a script file',
              ),
            integrity: z
              .string()
              .regex(
                /^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/,
                'Must be a subresource integrity hash',
              )
              .optional(),
          }),
        )
        .max(10)
        .default([]),
    })
    .default({ pageLoadHeadScripts: [] }),
});
export type PcsxConfig = z.infer<typeof PcsxConfigSchema>;

// International format, digits and spaces; shown only with behaviourFlags.whatsappChatGateEnabled.
const WhatsappNumberSchema = z
  .string()
  .regex(/^\+?[0-9][0-9 ]{5,19}$/, 'Must be a phone number in international format');

export const ChatbotxConfigSchema = z.strictObject({
  enabled: z.boolean(),
  loggedOutEnabled: z.boolean(),
  // The assistant's first words; empty: the app's own greeting in the page's language.
  greeting: z.string().max(500).default(''),
  // The WhatsApp number's first place, still read when the top-level whatsappChatCompNumber
  // is not set.
  whatsappChatCompNumber: WhatsappNumberSchema.nullable().default(null),
});

export const NotificationsConfigSchema = z.strictObject({
  enableCandidateInappNotifications: z.boolean(),
  hasActionRequiredNotificationsConfigured: z.boolean(),
  savedSearchNotification: z.strictObject({ enabled: z.boolean() }),
  // Origins besides ours that a notification's redirect URL may lead to.
  allowedRedirectOrigins: z
    .array(z.url({ protocol: /^https?$/ }).max(300))
    .max(20)
    .default([]),
});

export const LoginSignupConfigSchema = z.strictObject({ candidateLoginEnabled: z.boolean() });

export const BehaviourFlagsSchema = z.strictObject({
  showEventApplicationStatus: z.boolean().default(false),
  whatsappChatGateEnabled: z.boolean().default(false),
  enableCommaInFilterValues: z.boolean().default(false),
  redirectToDashboardV2: z.boolean().default(false),
});

export const GatesSchema = z.strictObject({
  referralWithCandidateApplicationGate: z.boolean().default(false),
});

export const SupportedLanguagesSchema = z.array(z.enum(SUPPORTED_LOCALES)).min(1);

// The sections a group stores, each as its own JSON column; `careers config set` edits them.
export const CONFIG_SECTIONS = {
  pcsxConfig: PcsxConfigSchema,
  chatbotxConfig: ChatbotxConfigSchema,
  notificationsConfig: NotificationsConfigSchema,
  loginSignupConfig: LoginSignupConfigSchema,
  behaviourFlags: BehaviourFlagsSchema,
  gates: GatesSchema,
  supportedLanguages: SupportedLanguagesSchema,
  // The WhatsApp chat's number (docs/product/match-and-chat.md); chatbotxConfig's when null.
  whatsappChatCompNumber: WhatsappNumberSchema.nullable().default(null),
  // The visitor's approximate place, from the proxy in front of the site, fills an empty
  // location: as a place name, or as a point with its coordinates (docs/product/search.md).
  ipGeolocation: z.boolean().default(false),
  ipGeolocationLatLong: z.boolean().default(false),
} as const;

export type ConfigSectionName = keyof typeof CONFIG_SECTIONS;

export const GroupConfigsSchema = z.strictObject(CONFIG_SECTIONS);
export type GroupConfigs = z.infer<typeof GroupConfigsSchema>;

// Theme builder (docs/product/shell-and-gates.md): saved for the group by a theme-builder user.
export const saveThemeCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/theme',
  body: z.strictObject({ domain: DomainSchema, theme: ThemeSchema }),
  response: z.strictObject({ theme: ThemeSchema }),
});
