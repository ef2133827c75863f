import { useCallback, useSyncExternalStore } from 'react';
import type { QuestionItem } from '../../core/types';
import { useFormRuntime } from './form-runtime';

/** Whether one question is shown; re-renders only when that flips. */
export function useQuestionVisible(item: QuestionItem): boolean {
  const { visibility } = useFormRuntime();
  const subscribe = useCallback(
    (listener: () => void) => visibility.subscribe(item.name, listener),
    [visibility, item.name],
  );
  return useSyncExternalStore(subscribe, () => !item.hidden && visibility.isVisible(item.name));
}

/** A section whose questions are all hidden is not rendered. */
export function useSectionVisible(items: readonly QuestionItem[]): boolean {
  const { visibility } = useFormRuntime();
  const subscribe = useCallback(
    (listener: () => void) => {
      const unsubscribes = items.map((item) => visibility.subscribe(item.name, listener));
      return () => {
        unsubscribes.forEach((unsubscribe) => {
          unsubscribe();
        });
      };
    },
    [visibility, items],
  );
  return useSyncExternalStore(subscribe, () =>
    items.some((item) => !item.hidden && visibility.isVisible(item.name)),
  );
}
