// What the saved-positions module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of saved-positions/ (decision 030); tests may reach further.

// Data access other modules need, handed out deliberately:
export { insertSavedPosition } from './saved-positions.repository';
