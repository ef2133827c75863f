import type { QuestionItem } from '../../core/types';

// Placeholder while the component is written.
export function EsignQuestion(_props: { item: QuestionItem; name: string }) {
  return null;
}
