import { SaveThemeResponseSchema, type Theme } from '@careers/contracts';
import { request } from '../../shared/api/request';

// Decision 001 §6: theme-builder users save the group's theme (others get 403).
export function saveTheme(domain: string, theme: Theme) {
  return request('/api/pcsx/theme', {
    method: 'POST',
    json: { domain, theme },
    schema: SaveThemeResponseSchema,
    checkPermission: true,
  });
}
