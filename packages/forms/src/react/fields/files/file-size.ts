const KILOBYTE = 1024;
const MEGABYTE = 1024 * 1024;

/** A file size in the page's language: bytes, kB or MB. */
export function formatFileSize(bytes: number, locale: string): string {
  const [unit, amount] =
    bytes < KILOBYTE
      ? (['byte', bytes] as const)
      : bytes < MEGABYTE
        ? (['kilobyte', bytes / KILOBYTE] as const)
        : (['megabyte', bytes / MEGABYTE] as const);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'byte' ? 0 : 1,
  }).format(amount);
}
