import { memo, useEffect } from 'react';
import type { QuestionItem } from '../../core/types';
import { QUESTION_COMPONENTS, SHOWN_IN_VIEW_MODE } from '../fields/registry';
import { ReadOnlyQuestion } from '../fields/read-only-question';
import { useFormRuntime } from './form-runtime';
import { useQuestionVisible } from './use-visibility';

/** One question of a section: shown or hidden by its dependencies, edited or viewed. */
export const Question = memo(function Question({ item }: { item: QuestionItem }) {
  const visible = useQuestionVisible(item);
  if (!visible) return null;
  return <QuestionBody item={item} name={item.name} />;
});

/** A question under a given field name (a dynamic list's rows use `list.0.field`). */
export function QuestionBody({ item, name }: { item: QuestionItem; name: string }) {
  const { mode } = useFormRuntime();
  const Component = Object.hasOwn(QUESTION_COMPONENTS, item.type)
    ? QUESTION_COMPONENTS[item.type]
    : undefined;
  if (!Component) return <UnknownQuestion item={item} />;
  if (mode === 'view' && !SHOWN_IN_VIEW_MODE.has(item.type)) {
    return <ReadOnlyQuestion item={item} name={name} />;
  }
  return <Component item={item} name={name} />;
}

// An unknown question type logs an error and renders nothing; the form goes on.
function UnknownQuestion({ item }: { item: QuestionItem }) {
  useEffect(() => {
    console.error(`Unknown question type "${item.type}" for "${item.name}".`);
  }, [item]);
  return null;
}
