import { z } from 'zod';
import { defineCall } from './call';
import { DomainSchema } from './http';
import { JOB_CART_MAX_ITEMS } from './job-cart';
import { MatchSchema } from './match-details';
import { PositionLinkIdSchema } from './saved-positions';
import { PositionLiteSchema } from './search';
import {
  EMPLOYMENT_TYPES,
  SALARY_PERIODS,
  SEARCH_LOCATION_MAX_LENGTH,
  SEARCH_QUERY_MAX_LENGTH,
  SENIORITIES,
} from './search-params';

// The chat assistant beside the search page (docs/product/match-and-chat.md). A message goes to the
// server with what the page knows (the open job, the job cart, the search the conversation built so
// far); the answer streams back as events, one JSON line each. Without a language model the server
// reads the message itself and answers with structured answers the page words in its own language;
// with one (CHAT_API_URL) the model's words stream as text, grounded in our own calls, and the
// structured answers are the fallback.

export const CHAT_MESSAGE_MAX_LENGTH = 2000;
// The turns of the conversation sent along, so a model can follow it; the newest count.
export const CHAT_HISTORY_MAX = 12;
// Job cards in one answer.
export const CHAT_CARDS_MAX = 5;
// The panel narrows the page by this much on wide screens, is full-screen at or below the
// phone/tablet width, and sits on this layer.
export const CHAT_PANEL_WIDTH_PX = 400;
export const CHAT_PANEL_Z_INDEX = 499;
export const PHONE_TABLET_MAX_WIDTH_PX = 992;

export const ChatSearchSchema = z.object({
  query: z.string().max(SEARCH_QUERY_MAX_LENGTH),
  location: z.string().max(SEARCH_LOCATION_MAX_LENGTH),
  remote: z.boolean(),
  seniority: z.array(z.enum(SENIORITIES)).max(SENIORITIES.length),
  employmentType: z.array(z.enum(EMPLOYMENT_TYPES)).max(EMPLOYMENT_TYPES.length),
  minPay: z
    .object({
      amount: z.number().positive().max(1e9),
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .nullable(),
      period: z.enum(SALARY_PERIODS),
    })
    .nullable(),
  department: z.string().max(200).nullable(),
});
export type ChatSearch = z.infer<typeof ChatSearchSchema>;

export const POSITION_TOPICS = [
  'pay',
  'location',
  'remote',
  'skills',
  'employmentType',
  'seniority',
] as const;
export type PositionTopic = (typeof POSITION_TOPICS)[number];

// What the offline assistant answers; the page words each kind (en, de, ar).
export const ChatAnswerSchema = z.discriminatedUnion('kind', [
  // `count` is the search's total; with a pay floor, the matches among the best 50 that pay it.
  z.object({
    kind: z.literal('results'),
    search: ChatSearchSchema,
    count: z.number().int().min(0),
    positions: z.array(PositionLiteSchema).max(CHAT_CARDS_MAX),
  }),
  z.object({ kind: z.literal('noResults'), search: ChatSearchSchema }),
  // A wish too vague to search: the group's departments to choose from.
  z.object({ kind: z.literal('clarify'), suggestions: z.array(z.string()).max(8) }),
  z.object({
    kind: z.literal('positionFact'),
    topic: z.enum(POSITION_TOPICS),
    position: PositionLiteSchema,
  }),
  // A question about "this job" with no job open beside the chat.
  z.object({ kind: z.literal('noPosition') }),
  z.object({
    kind: z.literal('match'),
    position: PositionLiteSchema,
    match: MatchSchema,
  }),
  z.object({ kind: z.literal('matchNeedsLogin') }),
  // The candidate turned match scores off in their settings.
  z.object({ kind: z.literal('matchTurnedOff') }),
  z.object({ kind: z.literal('uploadResume'), allowedTypes: z.array(z.string()).min(1) }),
  z.object({
    kind: z.literal('saveAlert'),
    search: ChatSearchSchema.nullable(),
    // Job alerts are on for the group (config savedSearchNotification.enabled).
    enabled: z.boolean(),
  }),
  z.object({ kind: z.literal('cart'), positions: z.array(PositionLiteSchema).max(CHAT_CARDS_MAX) }),
  z.object({ kind: z.literal('greeting') }),
  z.object({ kind: z.literal('help') }),
]);
export type ChatAnswer = z.infer<typeof ChatAnswerSchema>;

export const ChatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('answer'), answer: ChatAnswerSchema }),
  // A language model's words, as they come.
  z.object({ type: z.literal('text'), delta: z.string() }),
  // Jobs the model's search found, shown as cards under its words.
  z.object({
    type: z.literal('positions'),
    positions: z.array(PositionLiteSchema).max(CHAT_CARDS_MAX),
  }),
  // The last event: who answered, and the search the conversation now stands on.
  z.object({
    type: z.literal('done'),
    source: z.enum(['offline', 'model']),
    search: ChatSearchSchema.nullable(),
  }),
]);
export type ChatEvent = z.infer<typeof ChatEventSchema>;

export const ChatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  text: z.string().max(CHAT_MESSAGE_MAX_LENGTH),
});
export type ChatTurn = z.infer<typeof ChatTurnSchema>;

export const chatCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/chat',
  body: z.object({
    domain: DomainSchema.optional(),
    message: z
      .string()
      .trim()
      .min(1, 'Write a message')
      .max(CHAT_MESSAGE_MAX_LENGTH, `Must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
    history: z.array(ChatTurnSchema).max(CHAT_HISTORY_MAX).default([]),
    search: ChatSearchSchema.nullable().default(null),
    positionId: PositionLinkIdSchema.nullable().default(null),
    jobCartPositionIds: z.array(z.number().int().positive()).max(JOB_CART_MAX_ITEMS).default([]),
    hl: z.string().max(20).optional(),
  }),
  response: ChatEventSchema,
  stream: true,
});
