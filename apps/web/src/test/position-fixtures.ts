import type { PositionDetail, PositionLite, SearchResult } from '@careers/contracts/search';

// Positions as the search and detail calls answer them, for tests of the pages that show them.
export const lite = (id: number, name: string): PositionLite => ({
  id,
  displayJobId: `NW-${id}`,
  name,
  department: 'Clinical Services',
  team: null,
  seniority: 'mid',
  employmentType: 'full_time',
  workLocationOption: 'onsite',
  location: 'Berlin, Germany',
  locations: ['Berlin, Germany'],
  isRemote: false,
  skills: ['Triage'],
  salary: { min: 50_000, max: 60_000, currency: 'EUR', period: 'year' },
  postedTs: Math.floor(Date.now() / 1000) - 3600,
  archivedAt: -1,
  canonicalPositionUrl: `/careers/job/${id}`,
  positionUserActions: { isSaved: false },
});

export const RESULT: SearchResult = {
  count: 2,
  positions: [lite(1, 'Registered Nurse'), lite(2, 'Charge Nurse')],
  filterDef: { allFilters: [], smartFilters: [] },
  sortBy: 'relevance',
  appliedFilters: {},
  savedSearchMetadata: { enabled: false, isSubscribed: false },
  debugData: null,
  resultsMetaData: {
    start: 0,
    num: 10,
    query: 'nurse',
    location: null,
    isRemoteSearch: false,
    unknownLocation: false,
    sortOptions: ['relevance', 'newest'],
  },
};

export const detailOf = (position: PositionLite): PositionDetail => ({
  ...position,
  descriptionHtml: `<p>About the ${position.name} role.</p><script>alert(1)</script>`,
  language: 'en',
  placeDetails: [],
  remoteCountries: [],
  validThroughTs: null,
  isPrivate: false,
  microsite: null,
  applyUrl: `/careers/apply?pid=${position.id}`,
});
