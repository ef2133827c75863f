import type { PageId } from '@careers/contracts/pages';
import type { PageData } from '../shared/api/prefetch';
import { jobPageData, searchPageData } from '../features/search/page-data';

// The pages the server renders with React (decision 014), each with the data it loads first.
// The other pages start in the browser from the shell's HTML; an area that wants its page
// rendered on the server adds it here.
export const SERVER_PAGES: Partial<Record<PageId, PageData>> = {
  jobs: searchPageData,
  jtn: searchPageData,
  singlePosition: jobPageData,
};
