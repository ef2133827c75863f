import type { Theme } from '@careers/contracts';
import { AppError, MESSAGES } from '../../shared/app-error';
import type { CandidateScope } from '../auth/auth.public';
import { setConfigValue } from './config.service';
import type { GroupCache } from './group-cache.service';

// Saving a theme changes the group's config, which every process keeps in its group cache.
export type ThemeScope = CandidateScope & { groups: GroupCache };

// Decision 001 §6: only the group's theme-builder users may save its theme.
export async function saveTheme(scope: ThemeScope, theme: Theme): Promise<Theme> {
  if (!scope.candidate.isThemeBuilder) throw new AppError('forbidden', MESSAGES.notAllowed);
  await setConfigValue(scope.db, scope.group.domain, 'pcsxConfig.branding.theme', theme);
  scope.groups.invalidate(scope.group.domain);
  return theme;
}
