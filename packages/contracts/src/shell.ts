import { z } from 'zod';
import { ThemeSchema } from './config';
import { DomainSchema, dataEnvelope } from './http';

// spec 1 §7 "Terms and onboarding".
export const TermsOfServiceResponseSchema = dataEnvelope(z.object({ tosAttested: z.boolean() }));
export const AcceptTermsRequestSchema = z.object({ domain: DomainSchema });
export const AcceptTermsResponseSchema = dataEnvelope(z.object({ tosAttested: z.literal(true) }));

export const OnboardingRequestSchema = z.object({ domain: DomainSchema });
export const OnboardingResponseSchema = dataEnvelope(z.object({ isOnboarded: z.literal(true) }));

// Theme builder (spec 1 §2 shell): saved for the group by a theme-builder user.
export const SaveThemeRequestSchema = z.object({ domain: DomainSchema, theme: ThemeSchema });
export const SaveThemeResponseSchema = dataEnvelope(z.object({ theme: ThemeSchema }));

// spec 1 §7 "Analytics" and spec 2 §7 /vslog.
export const VslogQuerySchema = z.object({
  domain: DomainSchema.optional(),
  pid: z.string().max(64).optional(),
  event: z.string().max(100).optional(),
  namespace: z.string().max(100).optional(),
});
export const VslogBodySchema = z.object({
  namespace: z.string().min(1).max(100).optional(),
  event: z.string().min(1).max(100).optional(),
  dataJson: z.string().max(20000).optional(),
  metricsToPush: z.array(z.looseObject({})).max(100).optional(),
});
export type VslogBody = z.infer<typeof VslogBodySchema>;
export const VslogResponseSchema = dataEnvelope(z.object({ stored: z.number().int() }));

// DESIGN §5 dev mailbox, demo mode only.
export const MailboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.string(),
});
export type MailboxMessage = z.infer<typeof MailboxMessageSchema>;
export const MailboxResponseSchema = dataEnvelope(z.array(MailboxMessageSchema));

// Profile bootstrapping screen (spec 1 §2 shell): the candidate confirms their profile is set up.
export const ProfileBootstrapRequestSchema = z.object({ domain: DomainSchema });
export const ProfileBootstrapResponseSchema = dataEnvelope(
  z.object({ isBootstrapped: z.literal(true) }),
);
