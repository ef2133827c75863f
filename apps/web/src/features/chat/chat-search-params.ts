import type { ChatSearch } from '@careers/contracts/chat';
import type { QueryParams } from '../../shared/url/query-string';

// The search page's own URL parameters for the chat's search, so "See all" opens the search the
// chat ran. A pay floor has no filter: the page shows every such job.
export function chatSearchParams(search: ChatSearch): QueryParams {
  return {
    query: search.query,
    location: search.location,
    filter_work_location_option: search.remote ? ['remote'] : [],
    filter_seniority: search.seniority,
    filter_employment_type: search.employmentType,
    filter_department: search.department ? [search.department] : [],
  };
}
