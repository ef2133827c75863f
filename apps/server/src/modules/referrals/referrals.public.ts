// What the referrals module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of referrals/ (decision 030); tests may reach further.

// Data access other modules need, handed out deliberately:
export { insertReferral, listCandidateReferrals } from './referrals.repository';
export { addReferral } from './referrals.service';
