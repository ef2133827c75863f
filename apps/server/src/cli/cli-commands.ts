import type { Database } from '../db/database';
import { findCandidateByEmail, upsertCandidate } from '../modules/candidates/candidates.repository';
import { getConfigValue, setConfigValue } from '../modules/config/config.service';
import { findGroupByDomain } from '../modules/config/groups.repository';
import { seedDemo } from '../modules/demo/seed';
import { AppError } from '../shared/app-error';

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const HELP = `Usage: npm run careers -- <command>

Commands:
  seed                                   load the demo groups, configs and candidates (idempotent)
  config get <domain> [path]             print a group's config, or one value (e.g. pcsxConfig.branding.theme)
  config set <domain> <path> <json>      set one value; the whole section is validated first
  candidate create <domain> <email> [--first-name X] [--last-name Y]
  candidate show <domain> <email>
  help                                   show this text

Environment: DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite, default ./data).`;

type Output = (text: string) => void;

function readFlags(args: string[]): { positional: string[]; flags: Map<string, string> } {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const value = args[index + 1];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value`);
    flags.set(arg.slice(2), value);
    index += 1;
  }
  return { positional, flags };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UsageError(`Not valid JSON: ${text} (strings need quotes, e.g. '"text"')`);
  }
}

async function requireGroupId(db: Database, domain: string): Promise<string> {
  const group = await findGroupByDomain(db, domain);
  if (!group) throw new AppError('not_found', `No group with domain ${domain}.`);
  return group.id;
}

// Returns nothing; prints with `out`. Bad arguments throw UsageError (exit 2).
export async function runCommand(db: Database, args: string[], out: Output): Promise<void> {
  const [command, sub, ...rest] = args;
  if (command === 'seed') {
    const summary = await seedDemo(db);
    out(`Seeded ${summary.groups} groups and ${summary.candidates} candidates.`);
    return;
  }
  if (command === 'config' && sub === 'get') {
    const [domain, path] = rest;
    if (!domain || rest.length > 2) throw new UsageError('config get <domain> [path]');
    out(JSON.stringify((await getConfigValue(db, domain, path ?? '')) ?? null, null, 2));
    return;
  }
  if (command === 'config' && sub === 'set') {
    const [domain, path, json] = rest;
    if (!domain || !path || json === undefined || rest.length > 3) {
      throw new UsageError('config set <domain> <path> <json>');
    }
    await setConfigValue(db, domain, path, parseJson(json));
    out(`Set ${path} for ${domain}.`);
    return;
  }
  if (command === 'candidate' && (sub === 'create' || sub === 'show')) {
    const { positional, flags } = readFlags(rest);
    const [domain, email] = positional;
    if (!domain || !email || positional.length > 2 || !email.includes('@')) {
      throw new UsageError(`candidate ${sub} <domain> <email>`);
    }
    const groupId = await requireGroupId(db, domain);
    const normalised = email.trim().toLowerCase();
    const candidate =
      sub === 'create'
        ? await upsertCandidate(db, {
            groupId,
            email: normalised,
            firstName: flags.get('first-name') ?? '',
            lastName: flags.get('last-name') ?? '',
          })
        : await findCandidateByEmail(db, groupId, normalised);
    if (!candidate) throw new AppError('not_found', `No candidate ${normalised} in ${domain}.`);
    out(JSON.stringify({ ...candidate, groupId: undefined }, null, 2));
    return;
  }
  if (command === 'help' || command === undefined) {
    out(HELP);
    return;
  }
  throw new UsageError(`Unknown command: ${args.join(' ')}`);
}
