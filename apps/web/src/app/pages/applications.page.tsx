import { ApplicationsPage as Applications } from '../../features/applications/applications-page';

// /careers/applications (protected): submitted applications and drafts.
export default function ApplicationsPage() {
  return <Applications />;
}
