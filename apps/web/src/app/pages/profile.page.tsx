import { ExportResumePage } from '../../features/profile/export-resume-page';
import { ProfilePage as Profile } from '../../features/profile/profile-page';
import { SettingsPage } from '../../features/settings/settings-page';
import { useCurrentPage } from '../use-current-page';

// The profile page group: /careers/profile, /careers/settings and /careers/export-resume.
export default function ProfilePage() {
  const { pageId } = useCurrentPage();
  if (pageId === 'settings') return <SettingsPage />;
  if (pageId === 'exportResume') return <ExportResumePage />;
  return <Profile />;
}
