import { useSearchParams } from 'react-router';
import { positionIdFromUrl } from '@careers/contracts/search-params';
import { JobPage } from '../../features/search/job-page';
import { useCurrentPage } from '../use-current-page';

// /careers/job/:pid and /careers/job/private?pid= (the singlePosition route).
export default function PositionPage() {
  const { params } = useCurrentPage();
  const [searchParams] = useSearchParams();
  const raw = params.pid ?? searchParams.get('pid');
  return <JobPage positionId={raw ? positionIdFromUrl(raw) : null} />;
}
