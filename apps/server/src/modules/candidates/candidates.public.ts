// What the candidates module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of candidates/ (decision 030); tests may reach further.

export type { Candidate } from './candidate';
// Data access other modules need, handed out deliberately:
export {
  addCandidateSkills,
  candidateColumns,
  findCandidateByEmail,
  findCandidateById,
  insertCandidate,
  listCandidateSkills,
  setCandidateLanguage,
  updateCandidateFlags,
  upsertCandidate,
} from './candidates.repository';
export { createCandidate, showCandidate } from './candidates.service';
