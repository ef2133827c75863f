// What the demo module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of demo/ (decision 030); tests may reach further.

export { NORTHWIND } from './demo-groups';
export { isDatabaseEmpty, seedDemo } from './demo.seed';
