import type { QuestionItem } from '../../core/types';

// Placeholder while the component is written.
export function SelectQuestion(_props: { item: QuestionItem; name: string }) {
  return null;
}
