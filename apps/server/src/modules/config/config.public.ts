// What the config module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of config/ (decision 030); tests may reach further.

export { getConfigValue, loadGroup, requireGroupRow, setConfigValue } from './config.service';
export { createGroupCache } from './group-cache.service';
export type { Group, GroupCache } from './group-cache.service';
// Data access other modules need, handed out deliberately:
export {
  countGroups,
  findGroupByDomain,
  listGroupLanguages,
  upsertGroup,
} from './groups.repository';
