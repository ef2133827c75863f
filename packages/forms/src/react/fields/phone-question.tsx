import type { QuestionItem } from '../../core/types';

// Placeholder while the component is written.
export function PhoneQuestion(_props: { item: QuestionItem; name: string }) {
  return null;
}
