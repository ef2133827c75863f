import type { Theme } from '@careers/contracts/config';

// DESIGN §2: the theme is CSS variables; Tailwind's theme (app/styles.css) reads them.
export function themeToCssVariables(theme: Theme): Record<string, string> {
  return {
    '--brand-primary': theme.primaryColor,
    '--brand-accent': theme.accentColor,
    '--brand-background': theme.backgroundColor,
    '--brand-text': theme.textColor,
    '--brand-font': theme.fontFamily,
    '--brand-radius': `${theme.borderRadius}px`,
  };
}

export function applyTheme(theme: Theme, element: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeToCssVariables(theme)))
    element.style.setProperty(name, value);
}
