const formats = new Map<string, Intl.ListFormat>();

/** Names joined as the language joins them: "a.pdf, b.pdf and c.pdf". */
export function joinNames(names: readonly string[], locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    try {
      format = new Intl.ListFormat(locale, { type: 'conjunction' });
    } catch {
      format = new Intl.ListFormat('en', { type: 'conjunction' });
    }
    if (formats.size < 100) formats.set(locale, format);
  }
  return format.format(names);
}
