import { ProfilePage as Profile } from '../../features/profile/profile-page';

// /careers/profile (spec 1 §2, protected; issue 12 item 2).
export function ProfilePage() {
  return <Profile />;
}
