import type { Database } from '../db/database';
import { createCandidate, showCandidate } from '../modules/candidates/candidates.service';
import { getConfigValue, setConfigValue } from '../modules/config/config.service';
import { seedDemo } from '../modules/demo/seed';

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

export type CliCommand =
  | { name: 'help' }
  | { name: 'seed' }
  | { name: 'config get'; domain: string; path: string }
  | { name: 'config set'; domain: string; path: string; value: unknown }
  | {
      name: 'candidate create' | 'candidate show';
      domain: string;
      email: string;
      firstName: string;
      lastName: string;
    };

// Arguments are checked before the database opens, so a typo answers with the usage (exit 2)
// even while a server holds the data folder.
export function parseCommand(args: string[]): CliCommand {
  const [command, sub, ...rest] = args;
  if (command === undefined || command === 'help' || command === '--help') return { name: 'help' };
  if (command === 'seed' && sub === undefined) return { name: 'seed' };
  if (command === 'config' && sub === 'get') {
    const [domain, path] = rest;
    if (!domain || rest.length > 2) throw new UsageError('config get <domain> [path]');
    return { name: 'config get', domain, path: path ?? '' };
  }
  if (command === 'config' && sub === 'set') {
    const [domain, path, json] = rest;
    if (!domain || !path || json === undefined || rest.length > 3) {
      throw new UsageError('config set <domain> <path> <json>');
    }
    return { name: 'config set', domain, path, value: parseJson(json) };
  }
  if (command === 'candidate' && (sub === 'create' || sub === 'show')) {
    const { positional, flags } = readFlags(rest);
    const [domain, email] = positional;
    if (!domain || !email || positional.length > 2 || !email.includes('@')) {
      throw new UsageError(`candidate ${sub} <domain> <email>`);
    }
    return {
      name: `candidate ${sub}`,
      domain,
      email: email.trim().toLowerCase(),
      firstName: flags.get('first-name') ?? '',
      lastName: flags.get('last-name') ?? '',
    };
  }
  throw new UsageError(`Unknown command: ${args.join(' ')}`);
}

// Prints with `out`; calls services only; failures throw AppError (exit 1, or 2 for invalid values).
export async function runCommand(db: Database, command: CliCommand, out: Output): Promise<void> {
  switch (command.name) {
    case 'help':
      out(HELP);
      return;
    case 'seed': {
      const summary = await seedDemo(db);
      out(`Seeded ${summary.groups} groups and ${summary.candidates} candidates.`);
      return;
    }
    case 'config get':
      out(
        JSON.stringify((await getConfigValue(db, command.domain, command.path)) ?? null, null, 2),
      );
      return;
    case 'config set':
      await setConfigValue(db, command.domain, command.path, command.value);
      out(`Set ${command.path} for ${command.domain}.`);
      return;
    case 'candidate create':
    case 'candidate show': {
      const candidate =
        command.name === 'candidate create'
          ? await createCandidate(db, command.domain, command.email, {
              firstName: command.firstName,
              lastName: command.lastName,
            })
          : await showCandidate(db, command.domain, command.email);
      out(JSON.stringify({ ...candidate, groupId: undefined }, null, 2));
      return;
    }
  }
}
