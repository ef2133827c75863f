import {
  CHAT_CARDS_MAX,
  type ChatAnswer,
  type ChatSearch,
  type PositionLite,
} from '@careers/contracts';
import { AppError } from '../../shared/app-error';
import { getMatchDetails, getPositionDetails } from '../positions/positions.public';
import { openDepartments } from '../search/search.public';
import type { ChatScope, ChatRequest } from './chat-scope';
import { mergeSearch, runChatSearch } from './chat-search';
import { readIntent, type ChatIntent } from './chat-intent';

// Offline by default: the message read into an intent (chat-intent.ts) and answered from our own
// calls' services, as a structured answer the page words in its language.

const CLARIFY_SUGGESTIONS = 6;

export type OfflineReply = { answer: ChatAnswer; search: ChatSearch | null };

// The job open beside the chat, or null when it is closed or not ours.
export async function openPosition(
  scope: ChatScope,
  positionId: string | null,
): Promise<PositionLite | null> {
  if (positionId === null) return null;
  try {
    const { detail } = await getPositionDetails(
      scope.db,
      scope.group.id,
      positionId,
      scope.locale,
      scope.now,
    );
    return { ...detail, positionUserActions: { isSaved: false } };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

async function answerIntent(
  scope: ChatScope,
  request: ChatRequest,
  intent: ChatIntent,
): Promise<OfflineReply> {
  const previous = request.search;
  const keep = (answer: ChatAnswer): OfflineReply => ({ answer, search: previous });
  switch (intent.kind) {
    case 'search': {
      const search =
        intent.refine && previous ? mergeSearch(previous, intent.search) : intent.search;
      const found = await runChatSearch(scope.search, search);
      if (found.count === 0) return { answer: { kind: 'noResults', search }, search };
      return { answer: { kind: 'results', search, ...found }, search };
    }
    case 'clarify': {
      const departments = await openDepartments(scope.search);
      return keep({ kind: 'clarify', suggestions: departments.slice(0, CLARIFY_SUGGESTIONS) });
    }
    case 'positionQuestion': {
      const position = await openPosition(scope, request.positionId);
      if (!position) return keep({ kind: 'noPosition' });
      return keep({ kind: 'positionFact', topic: intent.topic, position });
    }
    case 'explainMatch': {
      if (!scope.candidate) return keep({ kind: 'matchNeedsLogin' });
      if (!scope.candidate.matchScores) return keep({ kind: 'matchTurnedOff' });
      const position = await openPosition(scope, request.positionId);
      if (!position || request.positionId === null) return keep({ kind: 'noPosition' });
      const match = await getMatchDetails(scope, request.positionId);
      return keep(match ? { kind: 'match', position, match } : { kind: 'matchNeedsLogin' });
    }
    case 'uploadResume':
      return keep({
        kind: 'uploadResume',
        allowedTypes: [...scope.group.configs.pcsxConfig.fileUploadConfig.allowedResumeTypes],
      });
    case 'saveAlert': {
      const configs = scope.group.configs;
      const enabled = scope.candidate
        ? configs.notificationsConfig.savedSearchNotification.enabled
        : configs.pcsxConfig.loggedOutNotificationConfig.enabled;
      return keep({ kind: 'saveAlert', search: previous, enabled });
    }
    case 'cart': {
      const ids = request.jobCartPositionIds.slice(0, CHAT_CARDS_MAX);
      const engine = scope.deps.search.engineFor(scope.group.id);
      const records = await scope.deps.search.records(scope.group.id, engine, ids);
      const saved = await scope.savedAmong(records.map((record) => record.id));
      const positions = records.map((record) => ({
        ...record,
        positionUserActions: { isSaved: saved.has(record.id) },
      }));
      return keep({ kind: 'cart', positions });
    }
    case 'greeting':
      return keep({ kind: 'greeting' });
    case 'help':
      return keep({ kind: 'help' });
  }
}

export async function answerOffline(scope: ChatScope, request: ChatRequest): Promise<OfflineReply> {
  const departments = await openDepartments(scope.search);
  const intent = readIntent(request.message, {
    departments,
    hasPosition: request.positionId !== null,
    hasPreviousSearch: request.search !== null,
  });
  return answerIntent(scope, request, intent);
}
