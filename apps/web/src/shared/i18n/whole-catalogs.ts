import type { ResourceLanguage } from 'i18next';
import catalogs from 'virtual:catalogs';

// A language's whole catalog, every area: the server renders any page from one instance per
// language, and tests render any component. None for a language without one (English stands in).
export async function catalogFor(locale: string): Promise<ResourceLanguage | undefined> {
  return Object.hasOwn(catalogs, locale) ? catalogs[locale]?.() : undefined;
}
