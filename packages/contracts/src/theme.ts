import type { Theme } from './config';

// The theme is CSS variables; Tailwind's theme (apps/web app/styles.css) reads them.
// The server writes them on <html> so the first paint is in the employer's colours (decision
// 014); the app sets them again, and the theme builder as it previews.
export function themeToCssVariables(theme: Theme): Record<string, string> {
  return {
    '--brand-primary': theme.primaryColor,
    '--brand-accent': theme.accentColor,
    '--brand-background': theme.backgroundColor,
    '--brand-text': theme.textColor,
    // A font list cannot end the declaration or open a block.
    '--brand-font': theme.fontFamily.replace(/[;{}\\]/g, ''),
    '--brand-radius': `${theme.borderRadius}px`,
  };
}

// The same, as the value of a style attribute (not yet HTML-escaped).
export function themeStyle(theme: Theme): string {
  return Object.entries(themeToCssVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}
