// The catalogs, one per language, merged from their per-area files by vite.config.ts.
declare module 'virtual:catalogs' {
  import type { ResourceLanguage } from 'i18next';

  const catalogs: Readonly<Record<string, (() => Promise<ResourceLanguage>) | undefined>>;
  export default catalogs;
}
