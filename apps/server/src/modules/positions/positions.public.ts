// What the positions module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of positions/ (decision 030); tests may reach further.

export { describePositionFileLine } from './import/parse-position-file';
export { POSITION_CSV_HEADER_DOC } from './import/position-csv-header';
export { findJobPageMeta } from './job-page-meta';
export type { JobPageMeta } from './job-page-meta';
export { getMatchDetails, recommenderFor } from './match-details.service';
export { importPositions } from './position-import.service';
export type { PositionInput, PositionPlace } from './position-input';
export {
  applyPath,
  groupShowsPay,
  positionPath,
  toPositionDetail,
  toPositionRecord,
} from './position-records.service';
export type { PositionRecord } from './position-records.service';
// Data access other modules need, handed out deliberately:
export {
  findDemoPositionIds,
  findFirstOpenPrivatePositionId,
  findPositionRow,
  positionRowColumns,
  positionSummaryColumns,
  readSitemapRows,
  setPositionApplicationFormId,
} from './positions.repository';
export type {
  IndexRow,
  PositionLink,
  PositionRow,
  PositionSummaryRow,
} from './positions.repository';
export {
  archivePositionById,
  findPositionForLink,
  findPositionIdForLink,
  findPositionRecords,
  findPositionRowForLink,
  getPositionDetails,
  isPositionOpen,
  parsePositionLink,
  positionsForIndex,
  requirePositionRow,
  savedPositionIds,
  savePositions,
  showPosition,
  toCandidateListRecord,
} from './positions.service';
export type { ChangeOptions } from './positions.service';
