// A candidate as the server's modules see it, and the shapes used to create or flag one. Data
// only: candidates.repository.ts reads and writes them.
export type Candidate = {
  id: string;
  groupId: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  isThemeBuilder: boolean;
  isOnboarded: boolean;
  isBootstrapped: boolean;
  encId: string;
  hasResume: boolean;
  language: string;
  notifyByEmail: boolean;
  mutedEmailCategories: string[];
  matchScores: boolean;
};

export type CandidateFlags = Partial<
  Pick<Candidate, 'isAdmin' | 'isThemeBuilder' | 'isOnboarded' | 'isBootstrapped' | 'hasResume'>
>;

export type NewCandidate = {
  groupId: string;
  email: string;
  firstName?: string;
  lastName?: string;
} & CandidateFlags;
