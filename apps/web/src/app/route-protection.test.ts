import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@careers/contracts/pages';
import { ALEX, demoBoot } from '../test/demo-boot';
import { requiresLogin } from './route-protection';

// The every-route axe journey checks the login modal on one protected route, logged out: every
// other protected route needs login by the same rule, which this holds route by route.
describe('requiresLogin', () => {
  const protectedRoutes = PAGE_ROUTES.filter((route) => route.protection === 'always');

  it.each(protectedRoutes.map((route) => [route.path, route] as const))(
    '%s asks a visitor to log in, not a candidate',
    (_, route) => {
      expect(requiresLogin(route, demoBoot())).toBe(true);
      expect(requiresLogin(route, demoBoot({ user: ALEX }))).toBe(false);
    },
  );

  it('asks on apply only when logged-out apply is off', () => {
    const apply = PAGE_ROUTES.find((route) => route.path === '/careers/apply');
    const boot = demoBoot();
    boot.configs.pcsxConfig.applyConfig.loggedOutApplyEnabled = true;
    expect(requiresLogin(apply ?? null, boot)).toBe(false);
    boot.configs.pcsxConfig.applyConfig.loggedOutApplyEnabled = false;
    expect(requiresLogin(apply ?? null, boot)).toBe(true);
  });

  it('never asks on a public page', () => {
    const job = PAGE_ROUTES.find((route) => route.path === '/careers/job/:pid?');
    expect(requiresLogin(job ?? null, demoBoot())).toBe(false);
  });
});
