import { ProfilePage as Profile } from '../../features/profile/profile-page';
import { SettingsPage } from '../../features/settings/settings-page';
import { PlaceholderPage } from '../../features/shell/placeholder-page';
import { useCurrentPage } from '../use-current-page';

// The profile page group: /careers/profile and /careers/settings (issue 12 items 2 and 5); the
// resume export is still to come in the same issue.
export function ProfilePage() {
  const { pageId } = useCurrentPage();
  if (pageId === 'profile') return <Profile />;
  if (pageId === 'settings') return <SettingsPage />;
  return <PlaceholderPage pageId={pageId ?? 'profile'} />;
}
