import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

type Translation = { t: TFunction; i18n: I18n };

type Bound = { subscribe: (onChange: () => void) => () => void; ts: Map<string, TFunction> };
const bound = new WeakMap<I18n, Bound>();

function bind(i18n: I18n): Bound {
  let found = bound.get(i18n);
  if (!found) {
    found = {
      subscribe(onChange) {
        i18n.on('languageChanged', onChange);
        return () => {
          i18n.off('languageChanged', onChange);
        };
      },
      ts: new Map(),
    };
    // A catalog added later (a language loaded for the first time) is read afresh.
    const { ts } = found;
    i18n.store.on('added', () => {
      ts.clear();
    });
    bound.set(i18n, found);
  }
  return found;
}

// A text without options is the same every time: i18next's lookup (options, nesting,
// interpolation, fallbacks) ran for each of them on every render, a tenth of a server render.
function remembering(translate: TFunction): TFunction {
  const texts = new Map<string, string>();
  const call = translate as unknown as (...args: unknown[]) => string;
  const t = (key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return call(key, ...rest);
    let text = texts.get(key);
    if (text === undefined) {
      text = call(key);
      texts.set(key, text);
    }
    return text;
  };
  // The same function to every caller; only its overloads' types are i18next's.
  return t as unknown as TFunction;
}

// The app's `useTranslation` (react-i18next's is not used in apps/web): react-i18next 17's copies
// every property of the i18next instance on each mount, so that a language change yields a new
// object — about a sixth of a job page's server render (the job page benchmark) and as much of
// every mount in the browser. This one keeps one `t` per instance and language: a language change
// re-renders its users with a new `t`, as react-i18next's does.
export function useTranslation(): Translation {
  // Its type says always set; without an I18nextProvider (the browser) it is undefined.
  const provided = useContext(I18nContext) as Partial<Translation> | undefined;
  const i18n = provided?.i18n ?? getI18n();
  const { subscribe, ts } = bind(i18n);
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  let t = ts.get(language);
  if (!t) {
    t = remembering(i18n.getFixedT(language));
    ts.set(language, t);
  }
  return { t, i18n };
}
