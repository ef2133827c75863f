import type { Database } from '../db/database';
import type { Env } from '../env';
import type { CliCommand, HelpEntry, ParsedCommand } from './command';
import { COMMAND_AREAS } from './commands';
import { UsageError } from './errors';

// The dispatcher: finds a command of the registry (commands/index.ts) by its words, has it read
// its arguments, and runs it.

const COMMANDS = new Map<string, CliCommand>();
for (const command of COMMAND_AREAS.flat()) {
  if (COMMANDS.has(command.name)) throw new Error(`Two commands are called ${command.name}`);
  COMMANDS.set(command.name, command);
}

// Where the help's right-hand column starts.
const ABOUT_COLUMN = 41;

function helpLines(name: string, entry: HelpEntry): string[] {
  const [first = name, ...more] = typeof entry.usage === 'string' ? [entry.usage] : entry.usage;
  const about = [...(entry.about ?? [])];
  const usage = `  ${first}`;
  const lines: string[] = [];
  // A short usage has its first line of description beside it; a long one, below.
  if (more.length === 0 && about.length > 0 && usage.length + 2 <= ABOUT_COLUMN) {
    lines.push(usage.padEnd(ABOUT_COLUMN) + (about.shift() ?? ''));
  } else {
    lines.push(usage);
  }
  // Further usage lines start under the first flag.
  lines.push(...more.map((line) => ' '.repeat(2 + name.length + 1) + line));
  lines.push(...about.map((line) => ' '.repeat(ABOUT_COLUMN) + line));
  if (entry.notes !== undefined) lines.push('', entry.notes);
  return lines;
}

export const HELP = [
  'Usage: npm run careers -- <command>',
  '',
  'Commands:',
  ...[...COMMANDS.values()].flatMap((command) =>
    command.help.flatMap((entry) => helpLines(command.name, entry)),
  ),
].join('\n');

// Arguments are checked before the database opens, so a typo answers with the usage (exit 2)
// even while a server holds the data folder.
export function parseCommand(args: readonly string[]): ParsedCommand {
  const [first, second] = args;
  if (first === undefined || first === 'help' || first === '--help') return prepare('help', []);
  // A command is one word (`seed`) or two (`positions import`).
  if (second !== undefined && COMMANDS.has(`${first} ${second}`)) {
    return prepare(`${first} ${second}`, args.slice(2));
  }
  if (COMMANDS.has(first)) return prepare(first, args.slice(1));
  throw new UsageError(`Unknown command: ${args.join(' ')}`);
}

function prepare(name: string, args: readonly string[]): ParsedCommand {
  const command = COMMANDS.get(name);
  if (!command) throw new UsageError(`Unknown command: ${name}`);
  return command.prepare(args);
}

// publicOrigin: where links in mail lead (PUBLIC_URL, or this machine in demo mode).
// env: what `alerts run` and `offers verify` build on (read from the process if absent).
export type CliOptions = {
  defaultDomain: string;
  publicOrigin?: string;
  now?: () => Date;
  env?: Env;
};

// Prints with `out`; commands call services only; failures throw AppError (exit 1, or 2 for
// invalid values), UsageError, ImportRefused or CheckFailed (see main.ts).
export async function runCommand(
  db: Database,
  command: ParsedCommand,
  out: (text: string) => void,
  options: CliOptions = { defaultDomain: 'northwind.example' },
): Promise<void> {
  await command.run({
    db,
    out,
    defaultDomain: options.defaultDomain,
    publicOrigin: options.publicOrigin ?? 'http://localhost:3000',
    now: options.now ?? (() => new Date()),
    env: options.env,
    help: HELP,
  });
}
