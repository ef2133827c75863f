import { useCallback } from 'react';
import type { CallInput } from '@careers/contracts/call';
import { chatCall, type ChatEvent } from '@careers/contracts/chat';
import { streamCall } from '../../../shared/api/request';

export type AssistantQuestion = CallInput<typeof chatCall>['body'];

// POST /api/pcsx/chat: the question and the conversation so far; the answer streams in as events
// (decision 022), each handed to `onEvent` as it comes. The conversation's state is use-chat.ts's.
export function useAskAssistant() {
  return useCallback(
    (body: AssistantQuestion, onEvent: (event: ChatEvent) => void, signal: AbortSignal) =>
      streamCall(chatCall, { body }, onEvent, { signal }),
    [],
  );
}
