import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layering rules (docs/ARCHITECTURE.md, "Workspaces") are only worth having if they fail.
// Each case lints a real file of the tree with a planted violation as its content and expects
// the rule.
type Plant = { name: string; file: string; code: string; rule: string };

const PLANTS: Plant[] = [
  {
    name: 'web shared imports a feature',
    file: 'apps/web/src/shared/ui/button.tsx',
    code: "import { LoginForm } from '../../features/auth/login-form';\nexport const planted = LoginForm;\n",
    rule: 'import/no-restricted-paths',
  },
  {
    name: 'a web feature imports another feature',
    file: 'apps/web/src/features/shell/navbar.tsx',
    code: "import { LoginForm } from '../auth/login-form';\nexport const planted = LoginForm;\n",
    rule: 'import/no-restricted-paths',
  },
  {
    name: "a web feature imports a component of another feature's",
    file: 'apps/web/src/features/chat/save-search-button.tsx',
    code: "import { JobAlertsPage } from '../job-alerts/job-alerts-page';\nexport const planted = JobAlertsPage;\n",
    rule: 'import/no-restricted-paths',
  },
  {
    name: "web shared imports a feature's api hook",
    file: 'apps/web/src/shared/ui/button.tsx',
    code: "import { useCreateJobAlert } from '../../features/job-alerts/api/use-create-job-alert';\nexport const planted = useCreateJobAlert;\n",
    rule: 'import/no-restricted-paths',
  },
  {
    name: 'a web feature imports the app',
    file: 'apps/web/src/features/shell/navbar.tsx',
    code: "import { router } from '../../app/router';\nexport const planted = router;\n",
    rule: 'import/no-restricted-paths',
  },
  {
    name: 'the web app imports the server',
    file: 'apps/web/src/shared/ui/button.tsx',
    code: "import { systemClock } from '../../../../server/src/shared/clock';\nexport const planted = systemClock;\n",
    rule: 'import/no-restricted-paths',
  },
  {
    name: 'the web app imports the contracts barrel (zod into the entry, decision 008)',
    file: 'apps/web/src/shared/ui/button.tsx',
    code: "import { CSRF_COOKIE } from '@careers/contracts';\nexport const planted = CSRF_COOKIE;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'contracts import an app',
    file: 'packages/contracts/src/wire.ts',
    code: "import { systemClock } from '../../../apps/server/src/shared/clock';\nexport const planted = systemClock;\n",
    rule: 'import/no-restricted-paths',
  },
  {
    name: 'a server module imports app.ts',
    file: 'apps/server/src/modules/auth/cookies.ts',
    code: "import { buildApp } from '../../app';\nexport const planted = buildApp;\n",
    rule: 'import/no-restricted-paths',
  },
  {
    name: 'http/ imports a module',
    file: 'apps/server/src/http/security.ts',
    code: "import { ANON_COOKIE } from '../modules/auth/cookies';\nexport const planted = ANON_COOKIE;\n",
    rule: 'import/no-restricted-paths',
  },
  {
    name: 'a service imports Fastify',
    file: 'apps/server/src/modules/shell/onboarding.service.ts',
    code: "import type { FastifyRequest } from 'fastify';\nexport type Planted = FastifyRequest;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a service uses Drizzle',
    file: 'apps/server/src/modules/shell/onboarding.service.ts',
    code: "import { eq } from 'drizzle-orm';\nexport const planted = eq;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a plugin reads the schema',
    file: 'apps/server/src/modules/shell/shell.plugin.ts',
    code: "import { candidates } from '../../db/schema';\nexport const planted = candidates;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a handler calls a repository',
    file: 'apps/server/src/modules/shell/shell.routes.ts',
    code: "import { updateCandidateFlags } from '../candidates/candidates.repository';\nexport const planted = updateCandidateFlags;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'the CLI calls a repository',
    file: 'apps/server/src/cli/cli-commands.ts',
    code: "import { findGroupByDomain } from '../modules/config/groups.repository';\nexport const planted = findGroupByDomain;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a plain module file imports a repository',
    file: 'apps/server/src/modules/positions/match-score.ts',
    code: "import { findMatchRowsByIds } from './positions.repository';\nexport const planted = findMatchRowsByIds;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a plugin imports a repository',
    file: 'apps/server/src/modules/shell/shell.plugin.ts',
    code: "import { insertTermsAttestation } from './terms.repository';\nexport const planted = insertTermsAttestation;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a job imports Fastify',
    file: 'apps/server/src/modules/auth/housekeeping.job.ts',
    code: "import type { FastifyInstance } from 'fastify';\nexport type Planted = FastifyInstance;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a seed uses Drizzle',
    file: 'apps/server/src/modules/demo/demo.seed.ts',
    code: "import { eq } from 'drizzle-orm';\nexport const planted = eq;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: "the CLI imports a module's service past its public API",
    file: 'apps/server/src/cli/commands/offers.ts',
    code: "import { offerTrail } from '../../modules/offers/offer-trail.service';\nexport const planted = offerTrail;\n",
    rule: 'import/no-restricted-paths',
  },
  {
    name: 'a public API re-exports a module internal of another module',
    file: 'apps/server/src/modules/referrals/referrals.public.ts',
    code: "export { notifyCandidate } from '../notifications/notifications.service';\n",
    rule: 'import/no-restricted-paths',
  },
  {
    name: 'an import cycle',
    file: 'apps/server/src/shared/clock.ts',
    code: "import { buildApp } from '../app';\nexport const planted = buildApp;\nexport type Clock = () => Date;\nexport const systemClock: Clock = () => new Date();\n",
    rule: 'import/no-cycle',
  },
];

const featuresFolder = `${import.meta.dirname}/../apps/web/src/features`;

// Every feature, including one added tomorrow: a file of its own imports another feature.
const FEATURE_PLANTS: Plant[] = readdirSync(featuresFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => {
    const own = readdirSync(`${featuresFolder}/${name}`).find((file) => /\.tsx?$/.test(file));
    const other = name === 'auth' ? '../shell/navbar' : '../auth/login-form';
    return {
      name: `features/${name} imports another feature`,
      file: `apps/web/src/features/${name}/${own ?? 'index.ts'}`,
      code: `import * as other from '${other}';\nexport const planted = other;\n`,
      rule: 'import/no-restricted-paths',
    };
  });

const modulesFolder = `${import.meta.dirname}/../apps/server/src/modules`;

// Every server module, including one added tomorrow: a file of its own reaches past another
// module's <area>.public.ts.
const MODULE_PLANTS: Plant[] = readdirSync(modulesFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => {
    const own = readdirSync(`${modulesFolder}/${name}`)
      .sort()
      .find((file) => /\.ts$/.test(file) && !/\.(test|public|d)\.ts$/.test(file));
    const other = name === 'auth' ? '../config/config.service' : '../auth/cookies';
    return {
      name: `modules/${name} imports another module past its public API`,
      file: `apps/server/src/modules/${name}/${own ?? 'index.ts'}`,
      code: `import * as other from '${other}';\nexport const planted = other;\n`,
      rule: 'import/no-restricted-paths',
    };
  });

// What the rules let through: a feature's per-call hooks (features/<area>/api/) are its public
// API (docs/ARCHITECTURE.md, "Request flow").
const ALLOWED: Omit<Plant, 'rule'>[] = [
  {
    name: "a server module imports another module's public API",
    file: 'apps/server/src/modules/referrals/referrals.service.ts',
    code: "import { notifyCandidate } from '../notifications/notifications.public';\nexport const planted = notifyCandidate;\n",
  },
  {
    name: "the CLI imports a module's public API",
    file: 'apps/server/src/cli/commands/offers.ts',
    code: "import { offerTrail } from '../../modules/offers/offers.public';\nexport const planted = offerTrail;\n",
  },
  {
    name: "a web feature imports another feature's api hook",
    file: 'apps/web/src/features/chat/save-search-button.tsx',
    code: "import { useCreateJobAlert } from '../job-alerts/api/use-create-job-alert';\nexport const planted = useCreateJobAlert;\n",
  },
];

describe('lint boundaries fail on planted violations', () => {
  const eslint = new ESLint({ cwd: `${import.meta.dirname}/..` });
  it.each([...PLANTS, ...FEATURE_PLANTS, ...MODULE_PLANTS])(
    '$name → $rule',
    async ({ file, code, rule }) => {
      const results = await eslint.lintText(code, { filePath: file });
      const rules = results.flatMap((result) => result.messages.map((message) => message.ruleId));
      expect(rules).toContain(rule);
    },
  );

  it.each(ALLOWED)('$name passes', async ({ file, code }) => {
    const results = await eslint.lintText(code, { filePath: file });
    const messages = results.flatMap((result) => result.messages);
    // Linted, not refused: a parse failure would pass for the wrong reason.
    expect(messages.filter((message) => message.fatal)).toEqual([]);
    expect(messages.map((message) => message.ruleId)).not.toContain('import/no-restricted-paths');
  });
});
