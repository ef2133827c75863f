import type { ChatEvent } from '@careers/contracts';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../shared/app-error';
import { enforceRateLimit, type RateLimitRule } from '../auth/auth.public';
import { chatScope, type ChatCallScope, type ChatRequest } from './chat-scope';
import { createFloodLimit, type FloodRule } from './flood-limit';

type FloodLimit = ReturnType<typeof createFloodLimit>;
import { answerWithModel, type ModelEndpoint } from './model-assistant';
import { answerOffline, type OfflineReply } from './offline-assistant';

// A flood of messages is held per reader (a candidate, or a visitor's anonymous cookie) and per
// address. A person types a message every few seconds at most.
const CHAT_RATE_LIMITS = {
  perVisitor: { name: 'chat-reader', limit: 20, windowMs: 60_000 },
  perIp: { name: 'chat-ip', limit: 120, windowMs: 60_000 },
} satisfies Record<string, FloodRule & RateLimitRule>;

// One per app: a test app's counts are its own.
const floodLimits = new WeakMap<
  ChatCallScope['deps'],
  Record<keyof typeof CHAT_RATE_LIMITS, FloodLimit>
>();

function limitsFor(deps: ChatCallScope['deps']) {
  let limits = floodLimits.get(deps);
  if (!limits) {
    limits = {
      perVisitor: createFloodLimit(CHAT_RATE_LIMITS.perVisitor),
      perIp: createFloodLimit(CHAT_RATE_LIMITS.perIp),
    };
    floodLimits.set(deps, limits);
  }
  return limits;
}

// The assistant is there when chatbotxConfig enables it, for visitors only when it says so.
export async function checkChatAllowed(
  scope: ChatCallScope,
  reader: { visitorKey: string | null; ip: string },
): Promise<void> {
  const config = scope.group.configs.chatbotxConfig;
  if (!config.enabled) {
    throw new AppError('not_found', 'The chat assistant is not available on this site.');
  }
  if (!scope.candidate && !config.loggedOutEnabled) {
    throw new AppError('login_required', 'Log in to chat with the assistant.');
  }
  const { db, now } = scope;
  // On PostgreSQL several processes may serve the site: the counts are kept in the database, as
  // the login limits are, so they hold across them. The embedded database has one process (its
  // data folder is locked), and a commit per message there cost the offline p99 86 ms against
  // 26 in memory (bench/chat.ts, 2026-11-29).
  if (scope.deps.env.DATABASE_URL) {
    if (reader.visitorKey) {
      await enforceRateLimit(db, CHAT_RATE_LIMITS.perVisitor, reader.visitorKey, now);
    }
    await enforceRateLimit(db, CHAT_RATE_LIMITS.perIp, reader.ip, now);
    return;
  }
  const limits = limitsFor(scope.deps);
  if (reader.visitorKey) limits.perVisitor.hit(reader.visitorKey, now);
  limits.perIp.hit(reader.ip, now);
}

type ModelEnv = Pick<
  AppDeps['env'],
  'CHAT_API_URL' | 'CHAT_API_KEY' | 'CHAT_MODEL' | 'CHAT_API_TIMEOUT_MS'
>;

function modelEndpoint(env: ModelEnv): ModelEndpoint | null {
  const { CHAT_API_URL, CHAT_API_KEY, CHAT_MODEL, CHAT_API_TIMEOUT_MS } = env;
  if (!CHAT_API_URL || !CHAT_MODEL) return null;
  return {
    url: CHAT_API_URL,
    apiKey: CHAT_API_KEY,
    model: CHAT_MODEL,
    timeoutMs: CHAT_API_TIMEOUT_MS,
  };
}

// The chat panel tells the reader whether a language model writes the answers
// (docs/product/match-and-chat.md); it does whenever a model endpoint is configured, falling
// back to the offline answer only when the model fails.
export function chatUsesLanguageModel(env: ModelEnv): boolean {
  return modelEndpoint(env) !== null;
}

// An offline answer is made before the reply begins, so a failure is an error reply rather
// than a broken stream.
function offlineEvents(reply: OfflineReply): ChatEvent[] {
  return [
    { type: 'answer', answer: reply.answer },
    { type: 'done', source: 'offline', search: reply.search },
  ];
}

export async function answerChat(
  callScope: ChatCallScope,
  request: ChatRequest,
): Promise<AsyncIterable<ChatEvent> | Iterable<ChatEvent>> {
  const scope = chatScope(callScope);
  const endpoint = modelEndpoint(scope.deps.env);
  if (endpoint) return answerWithModel(scope, request, endpoint);
  return offlineEvents(await answerOffline(scope, request));
}
