import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import {
  CHAT_HISTORY_MAX,
  type ChatAnswer,
  type ChatEvent,
  type ChatSearch,
  type ChatTurn,
} from '@careers/contracts/chat';
import type { PositionLite } from '@careers/contracts/search';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useAskAssistant } from './api/use-ask-assistant';

// The conversation, kept for the browser session (sessionStorage) so it survives reloads and
// leaving the search page, and gone when the tab closes.

type UserMessage = { id: string; role: 'user'; text: string };
export type AssistantMessage = {
  id: string;
  role: 'assistant';
  // A language model's words; empty for an offline answer, which `answer` holds.
  text: string;
  answer: ChatAnswer | null;
  positions: PositionLite[];
  status: 'streaming' | 'done' | 'failed';
  error?: string;
};
export type ChatMessage = UserMessage | AssistantMessage;

type Conversation = { messages: ChatMessage[]; search: ChatSearch | null };

const STORAGE_KEY = 'careers:chat';
// Enough to scroll back through a session; older messages drop off.
const KEPT_MESSAGES = 60;

function readConversation(domain: string): Conversation {
  try {
    const stored = JSON.parse(
      window.sessionStorage.getItem(`${STORAGE_KEY}:${domain}`) ?? 'null',
    ) as Conversation | null;
    if (stored && Array.isArray(stored.messages)) {
      // An answer cut off by a reload is not coming back.
      const messages = stored.messages.map((message) =>
        message.role === 'assistant' && message.status === 'streaming'
          ? { ...message, status: 'failed' as const }
          : message,
      );
      return { messages, search: stored.search ?? null };
    }
  } catch {
    // Storage off or its content not ours: a new conversation.
  }
  return { messages: [], search: null };
}

function history(messages: ChatMessage[]): ChatTurn[] {
  return messages
    .filter((message) => message.text !== '')
    .slice(-CHAT_HISTORY_MAX)
    .map((message) => ({ role: message.role, text: message.text }));
}

let sequence = 0;
const newId = () => `${Date.now().toString(36)}-${(sequence++).toString(36)}`;

export function useChat(context: { positionId: string | null; jobCartPositionIds: number[] }) {
  const { t, i18n } = useTranslation();
  const { domain } = useBootData();
  const [conversation, setConversation] = useState<Conversation>(() => readConversation(domain));
  const ask = useAskAssistant();
  const abort = useRef<AbortController | null>(null);
  const contextRef = useRef(context);
  contextRef.current = context;

  useEffect(() => {
    try {
      window.sessionStorage.setItem(
        `${STORAGE_KEY}:${domain}`,
        JSON.stringify({ ...conversation, messages: conversation.messages.slice(-KEPT_MESSAGES) }),
      );
    } catch {
      // Storage full or off: the conversation lasts as long as the page.
    }
  }, [conversation, domain]);

  useEffect(() => () => abort.current?.abort(), []);

  const updateAnswer = (id: string, change: (message: AssistantMessage) => AssistantMessage) => {
    setConversation((current) => ({
      ...current,
      messages: current.messages.map((message) =>
        message.id === id && message.role === 'assistant' ? change(message) : message,
      ),
    }));
  };

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (message === '') return;
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      const answerId = newId();
      const before = conversation;
      setConversation((current) => ({
        ...current,
        messages: [
          ...current.messages,
          { id: newId(), role: 'user', text: message },
          {
            id: answerId,
            role: 'assistant',
            text: '',
            answer: null,
            positions: [],
            status: 'streaming',
          },
        ],
      }));
      const onEvent = (event: ChatEvent) => {
        switch (event.type) {
          case 'text':
            updateAnswer(answerId, (answer) => ({ ...answer, text: answer.text + event.delta }));
            break;
          case 'positions':
            updateAnswer(answerId, (answer) => ({ ...answer, positions: event.positions }));
            break;
          case 'answer':
            updateAnswer(answerId, (answer) => ({ ...answer, answer: event.answer }));
            break;
          case 'done':
            updateAnswer(answerId, (answer) => ({ ...answer, status: 'done' }));
            setConversation((current) => ({ ...current, search: event.search }));
            break;
        }
      };
      try {
        await ask(
          {
            domain,
            message,
            history: history(before.messages),
            search: before.search,
            positionId: contextRef.current.positionId,
            jobCartPositionIds: contextRef.current.jobCartPositionIds,
            hl: i18n.language,
          },
          onEvent,
          controller.signal,
        );
        // An answer that ends without its last event was cut off.
        updateAnswer(answerId, (answer) =>
          answer.status === 'streaming'
            ? { ...answer, status: 'failed', error: t('chat.cutOff') }
            : answer,
        );
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        updateAnswer(answerId, (answer) => ({
          ...answer,
          status: 'failed',
          error: error instanceof Error ? error.message : t('errors.unexpected'),
        }));
      }
    },
    [conversation, domain, i18n.language, t, ask],
  );

  const clear = useCallback(() => {
    abort.current?.abort();
    setConversation({ messages: [], search: null });
  }, []);

  const busy = conversation.messages.some(
    (message) => message.role === 'assistant' && message.status === 'streaming',
  );
  return { messages: conversation.messages, search: conversation.search, send, clear, busy };
}
