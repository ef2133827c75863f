import { JobsHeading } from '../../features/shell/jobs-heading';
import { SearchPage } from '../../features/search/search-page';
import { useCurrentPage } from '../use-current-page';

// The search page (spec 2 §2): /careers, /careers/search and /careers/:query?/:location?.
export function JobsPage() {
  const { params } = useCurrentPage();
  return (
    <div className="flex flex-col gap-4">
      <JobsHeading />
      <SearchPage pathQuery={params.query} pathLocation={params.location} />
    </div>
  );
}
