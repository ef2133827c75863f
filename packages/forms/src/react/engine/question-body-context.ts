import { createContext, useContext, type ComponentType } from 'react';
import type { QuestionItem } from '../../core/types';

export type QuestionBodyComponent = ComponentType<{ item: QuestionItem; name: string }>;

/**
 * A dynamic list's rows hold questions of any type, lists among them. The form provides the
 * component that renders a question, so the list reaches it without importing it (which would
 * make an import cycle through the type registry).
 */
export const QuestionBodyContext = createContext<QuestionBodyComponent | null>(null);

export function useQuestionBody(): QuestionBodyComponent {
  const body = useContext(QuestionBodyContext);
  if (!body) throw new Error('A question renders inside a form layout.');
  return body;
}
