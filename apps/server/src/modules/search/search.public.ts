// What the search module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of search/ (decision 030); tests may reach further.

export { createSearchIndexes } from './search-indexes.service';
export type { SearchIndexes } from './search-indexes.service';
export { openDepartments, searchPositions } from './search.service';
export type { SearchScope } from './search.service';
export { ENGLISH_STOP_WORDS } from './text/stop-words';
