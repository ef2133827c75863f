import { ProfilePage as Profile } from '../../features/profile/profile-page';
import { PlaceholderPage } from '../../features/shell/placeholder-page';
import { useCurrentPage } from '../use-current-page';

// The profile page group: /careers/profile (issue 12 item 2); settings and the resume export
// are still to come in the same issue.
export function ProfilePage() {
  const { pageId } = useCurrentPage();
  if (pageId === 'profile') return <Profile />;
  return <PlaceholderPage pageId={pageId ?? 'profile'} />;
}
