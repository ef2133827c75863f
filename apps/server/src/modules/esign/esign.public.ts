// What the esign module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of esign/ (decision 030); tests may reach further.

export { registerEsignRoutes } from './esign.routes';
