import { z } from 'zod';
import { BOOTSTRAPPING_FIELDS, GroupConfigsSchema } from './config';
import { PAGE_IDS } from './pages';

// Boot data (docs/ARCHITECTURE.md, "Boot data"): embedded in every page's HTML as JSON in
// <script id="boot-data" type="application/json"> (camelCase; it is not a call body). The server
// builds it to this schema; the app reads it without zod (see wire.ts).

export const BootUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isAdmin: z.boolean(),
});
export type BootUser = z.infer<typeof BootUserSchema>;

export const BootProfileSchema = z.object({
  hasResume: z.boolean(),
  encId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

export const BootDataSchema = z.object({
  isLoggedIn: z.boolean(),
  user: BootUserSchema.nullable(),
  profile: BootProfileSchema.nullable(),
  domain: z.string(),
  companyName: z.string(),
  microsite: z.string().nullable(),
  pageId: z.enum(PAGE_IDS).nullable(),
  onboardingData: z.object({
    isOnboarded: z.boolean(),
    isBootstrapped: z.boolean(),
    bootstrappingConfig: z.object({
      enabled: z.boolean(),
      // Which details the screen asks to confirm (pcsxConfig.onboardingConfig).
      fields: z.array(z.enum(BOOTSTRAPPING_FIELDS)).default([...BOOTSTRAPPING_FIELDS]),
    }),
  }),
  themeBuilderUser: z.boolean(),
  instanceBannerData: z.object({ displayBanner: z.boolean(), displayText: z.string() }),
  // Whether a language model writes the chat assistant's answers (the server has a model
  // endpoint) or the offline assistant's rules do; the panel says which
  // (docs/product/match-and-chat.md).
  chatUsesLanguageModel: z.boolean(),
  configs: GroupConfigsSchema,
});
export type BootData = z.infer<typeof BootDataSchema>;
