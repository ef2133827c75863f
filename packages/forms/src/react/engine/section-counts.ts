import { useFormState } from 'react-hook-form';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { isNewQuestion } from '../../core/new-question';
import type { FormValues, QuestionItem } from '../../core/types';
import { useFormRuntime } from './form-runtime';

/** How many messages an RHF error tree holds (a dynamic list's rows nest theirs). */
function countErrors(error: unknown): number {
  if (!error || typeof error !== 'object') return 0;
  if (typeof (error as { message?: unknown }).message === 'string') return 1;
  let count = 0;
  for (const value of Object.values(error)) count += countErrors(value);
  return count;
}

/** Errors found in a section's questions (shown on its stepper step). */
export function useSectionErrorCount(items: readonly QuestionItem[]): number {
  const names = items.map((item) => item.name);
  const { errors } = useFormState<FormValues>({ name: names });
  return names.reduce((sum, name) => sum + countErrors(errors[name]), 0);
}

/** New questions shown in a section (the new-question rule; hidden ones do not count). */
export function useSectionNewCount(items: readonly QuestionItem[]): number {
  const { visibility } = useFormRuntime();
  const fresh = useMemo(() => items.filter(isNewQuestion), [items]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const unsubscribes = fresh.map((item) => visibility.subscribe(item.name, listener));
      return () => {
        unsubscribes.forEach((unsubscribe) => {
          unsubscribe();
        });
      };
    },
    [visibility, fresh],
  );
  return useSyncExternalStore(
    subscribe,
    () => fresh.filter((item) => !item.hidden && visibility.isVisible(item.name)).length,
  );
}
