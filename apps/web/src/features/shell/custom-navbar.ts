import type { CustomNavbarConfig } from '@careers/contracts/config';

// The employer's navbar shows to visitors when `enable` is on, to logged-in candidates when
// `showInLoggedinView` is (docs/product/shell-and-gates.md).
export function shownCustomNavbar(
  config: CustomNavbarConfig | undefined,
  isLoggedIn: boolean,
): CustomNavbarConfig | null {
  if (!config) return null;
  return (isLoggedIn ? config.showInLoggedinView : config.enable) ? config : null;
}

// A link's label in the page's language, then its base language, then the one it was written in.
export function linkLabel(link: CustomNavbarConfig['links'][number], language: string): string {
  const labels: Partial<Record<string, string>> = link.labels;
  return labels[language] ?? labels[language.split('-')[0] ?? language] ?? link.label;
}
