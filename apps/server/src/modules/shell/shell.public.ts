// What the shell module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of shell/ (decision 030); tests may reach further.

export type { ServerRenderer } from './server-renderer';
// Data access other modules need, handed out deliberately:
export { hasAttestedTerms, insertTermsAttestation } from './terms.repository';
