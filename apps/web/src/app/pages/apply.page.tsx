import { PlaceholderPage } from '../../features/shell/placeholder-page';
import { useCurrentPage } from '../use-current-page';

// Lazy page group; its area's issue replaces the placeholder.
export function ApplyPage() {
  const { pageId } = useCurrentPage();
  return <PlaceholderPage pageId={pageId ?? 'applyPage'} />;
}
