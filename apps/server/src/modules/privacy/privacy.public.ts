// What the privacy module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of privacy/ (decision 030); tests may reach further.

export { eraseAccount, exportMyData } from './privacy.service';
