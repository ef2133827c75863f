import type { Theme } from '@careers/contracts/config';
import { themeToCssVariables } from '@careers/contracts/theme';

export function applyTheme(theme: Theme, element: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeToCssVariables(theme)))
    element.style.setProperty(name, value);
}
