import { ApplicationsPage as Applications } from '../../features/applications/applications-page';

// /careers/applications (protected): submitted applications and drafts.
export function ApplicationsPage() {
  return <Applications />;
}
