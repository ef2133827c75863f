import ar from './locales/ar.json';
import bg from './locales/bg.json';
import cs from './locales/cs.json';
import da from './locales/da.json';
import de from './locales/de.json';
import el from './locales/el.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fi from './locales/fi.json';
import fr from './locales/fr.json';
import frCA from './locales/fr-CA.json';
import he from './locales/he.json';
import hi from './locales/hi.json';
import hr from './locales/hr.json';
import ht from './locales/ht.json';
import hu from './locales/hu.json';
import it from './locales/it.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import ms from './locales/ms.json';
import nb from './locales/nb.json';
import nl from './locales/nl.json';
import pl from './locales/pl.json';
import pt from './locales/pt.json';
import ptBR from './locales/pt-BR.json';
import ptPT from './locales/pt-PT.json';
import ru from './locales/ru.json';
import sk from './locales/sk.json';
import sr from './locales/sr.json';
import sv from './locales/sv.json';
import te from './locales/te.json';
import th from './locales/th.json';
import tr from './locales/tr.json';
import uk from './locales/uk.json';
import vi from './locales/vi.json';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

// The server's own words in every language it writes — notifications and their mails, the login
// code, the exported resume's headings, the default application stages and rejection reasons —
// one catalog per language in `locales/` (docs/product/languages.md). English is the shape; a
// test holds every other catalog to its keys, plural forms and placeholders.

export type ServerCatalog = typeof en;
// A text with a form per plural category (CLDR), `other` always.
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

// Another language's catalog has English's keys (the completeness test), but a plural text may
// have other forms, or be one text where the language needs no forms: read through `unknown`.
const other = (catalog: object) => catalog as unknown as ServerCatalog;
const CATALOGS: Record<string, ServerCatalog> = {
  ar: other(ar),
  bg: other(bg),
  cs: other(cs),
  da: other(da),
  de: other(de),
  el: other(el),
  en,
  es: other(es),
  fi: other(fi),
  fr: other(fr),
  'fr-CA': other(frCA),
  he: other(he),
  hi: other(hi),
  hr: other(hr),
  ht: other(ht),
  hu: other(hu),
  it: other(it),
  ja: other(ja),
  ko: other(ko),
  ms: other(ms),
  nb: other(nb),
  nl: other(nl),
  pl: other(pl),
  pt: other(pt),
  'pt-BR': other(ptBR),
  'pt-PT': other(ptPT),
  ru: other(ru),
  sk: other(sk),
  sr: other(sr),
  sv: other(sv),
  te: other(te),
  th: other(th),
  tr: other(tr),
  uk: other(uk),
  vi: other(vi),
  'zh-CN': other(zhCN),
  'zh-TW': other(zhTW),
};

// The languages the server writes in, for the completeness test.
export const SERVER_TEXT_LOCALES: readonly string[] = Object.keys(CATALOGS);

export function serverCatalogOf(locale: string): ServerCatalog | undefined {
  return CATALOGS[locale];
}

/** The catalog of a locale ('pt-BR'), else of its language ('pt'), else English. */
export function serverText(locale: string): ServerCatalog {
  return CATALOGS[locale] ?? CATALOGS[locale.split('-')[0] ?? ''] ?? en;
}

/** The locale whose words serverText(locale) gives: the locale, its language, or en. */
export function serverTextLocale(locale: string): string {
  if (CATALOGS[locale]) return locale;
  const base = locale.split('-')[0] ?? '';
  return CATALOGS[base] ? base : 'en';
}

/** A catalog text with its `{name}` placeholders replaced; one `value` leaves unknown as is. */
export function fillText(template: string, value: (name: string) => string | undefined): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => value(name) ?? whole);
}
