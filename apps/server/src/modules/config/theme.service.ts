import type { Theme } from '@careers/contracts';
import type { AppDeps } from '../../app-deps';
import { AppError, MESSAGES } from '../../shared/app-error';
import type { Candidate } from '../candidates/candidates.public';
import { setConfigValue } from './config.service';
import type { Group } from './group-cache.service';

// Decision 001 §6: only the group's theme-builder users may save its theme.
export async function saveTheme(
  deps: AppDeps,
  group: Group,
  candidate: Candidate,
  theme: Theme,
): Promise<Theme> {
  if (!candidate.isThemeBuilder) throw new AppError('forbidden', MESSAGES.notAllowed);
  await setConfigValue(deps.db, group.domain, 'pcsxConfig.branding.theme', theme);
  deps.groups.invalidate(group.domain);
  return theme;
}
