import { JobsHeading } from '../../features/shell/jobs-heading';

// The search page: the layout shows its banner and hero; search itself arrives with its issue.
export function JobsPage() {
  return <JobsHeading />;
}
