import type { BootData } from '@careers/contracts/boot';
import type { PageRoute } from '@careers/contracts/pages';

// Protected routes need login; apply only when logged-out apply is off
// (docs/product/shell-and-gates.md: routes, roles).
export function requiresLogin(route: PageRoute | null, boot: BootData): boolean {
  if (!route || boot.isLoggedIn) return false;
  if (route.protection === 'always') return true;
  if (route.protection === 'whenLoggedOutApplyDisabled')
    return !boot.configs.pcsxConfig.applyConfig.loggedOutApplyEnabled;
  return false;
}
