import { SavedJobsPage as SavedJobs } from '../../features/saved-jobs/saved-jobs-page';

// /careers/saved-jobs (protected).
export default function SavedJobsPage() {
  return <SavedJobs />;
}
