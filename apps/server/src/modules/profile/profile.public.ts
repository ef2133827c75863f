// What the profile module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of profile/ (decision 030); tests may reach further.

// Data access other modules need, handed out deliberately:
export { upsertProfileRow } from './profile.repository';
export { analyseProfile, fillProfile, showProfile } from './profile.service';
export type { ProfileFill } from './profile.service';
