import { ApplicationsPage as Applications } from '../../features/applications/applications-page';

// /careers/applications (spec 1 §2, protected): submitted applications and drafts.
export function ApplicationsPage() {
  return <Applications />;
}
