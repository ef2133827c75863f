// i18next sits outside the entry chunk (the initial JS budget: ≤ 120 KB gzip). The few screens in
// the entry — the error screen, which must render even when a lazy chunk fails — translate through
// this handle, which initI18n points at the real instance.
type Translate = (key: string) => string;

let current: Translate = (key) => key;

export function setTranslate(next: Translate): void {
  current = next;
}

export function translate(key: string): string {
  return current(key);
}
