// The catalogs, merged from their per-area files by vite.config.ts.
declare module 'virtual:catalogs' {
  import type { ResourceLanguage } from 'i18next';

  // A whole language at once (the server and tests).
  const catalogs: Readonly<Record<string, (() => Promise<ResourceLanguage>) | undefined>>;
  export default catalogs;
}

declare module 'virtual:catalog-bundles' {
  import type { ResourceLanguage } from 'i18next';

  // Per language, the areas one part of the app uses (build/catalog-bundles.ts): `shell`, each
  // page file's name, `esign`.
  const bundles: Readonly<
    Record<
      string,
      Readonly<Record<string, (() => Promise<ResourceLanguage>) | undefined>> | undefined
    >
  >;
  export default bundles;
}
