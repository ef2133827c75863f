import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// A group is an employer keyed by its domain (docs/product/README.md); each config section is one
// JSON column so a section can be validated and replaced on its own (`careers config set`).
export const groups = pgTable('groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  domain: text('domain').notNull().unique(),
  companyName: text('company_name').notNull(),
  microsites: jsonb('microsites').$type<string[]>().notNull().default([]),
  pcsxConfig: jsonb('pcsx_config').notNull(),
  chatbotxConfig: jsonb('chatbotx_config').notNull(),
  notificationsConfig: jsonb('notifications_config').notNull(),
  loginSignupConfig: jsonb('login_signup_config').notNull(),
  behaviourFlags: jsonb('behaviour_flags').notNull(),
  gates: jsonb('gates').notNull(),
  supportedLanguages: jsonb('supported_languages').notNull(),
  // SQL NULL when unset: a JSON null cannot be bound as a parameter.
  whatsappChatCompNumber: jsonb('whatsapp_chat_comp_number'),
  ipGeolocation: jsonb('ip_geolocation').notNull().default(false),
  ipGeolocationLatLong: jsonb('ip_geolocation_lat_long').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
