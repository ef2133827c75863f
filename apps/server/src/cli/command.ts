import type { Database } from '../db/database';
import type { Env } from '../env';
import { loadGroup } from '../modules/config/config.public';
import { readArgs, type FlagSpec, type FlagSpecs } from './read-args';

// What a command runs with.
export type CliContext = {
  db: Database;
  // Prints one line (or block) of the command's output.
  out: (text: string) => void;
  // The site a command acts on when it takes no --domain.
  defaultDomain: string;
  // Where links in mail lead (PUBLIC_URL, or this machine in demo mode).
  publicOrigin: string;
  now: () => Date;
  // The settings `alerts run` and `offers verify` use; read from the process when absent.
  env: Env | undefined;
  // The text `help` prints.
  help: string;
};

// One entry of the help: the usage (a second line goes under the first flag) and what the
// command does, in the right-hand column. `notes` follow the entry after a blank line.
export type HelpEntry = {
  usage: string | readonly string[];
  about?: readonly string[];
  notes?: string;
};

type FlagValue<S extends FlagSpec> = S['type'] extends 'boolean'
  ? S['multiple'] extends true
    ? boolean[]
    : boolean
  : S['multiple'] extends true
    ? string[]
    : string;

// What a command's `parse` gets: the flags given, by name (`skip-invalid`), and the other
// arguments in order.
export type CommandInput<F extends FlagSpecs> = {
  positionals: readonly string[];
  flags: { readonly [K in keyof F]?: FlagValue<F[K]> };
  // Every flag as given, in order: for repeated flags whose order counts across names.
  given: readonly { name: string; value: string | undefined }[];
};

type CommandSpec<F extends FlagSpecs, A> = {
  // The words that call it: `positions import`.
  name: string;
  help: readonly HelpEntry[];
  flags?: F;
  // Checks the arguments and turns them into what `run` takes, before the database opens, so
  // that a typo answers with the usage (exit 2) even while a server holds the data folder.
  // Throws UsageError.
  parse: (input: CommandInput<F>) => A;
  // Calls services and prints with `context.out`; failures throw (see main.ts).
  run: (context: CliContext, args: A) => Promise<void> | void;
};

// A command with its arguments checked, ready to run.
export type ParsedCommand = {
  name: string;
  args: unknown;
  run: (context: CliContext) => Promise<void> | void;
};

export type CliCommand = {
  name: string;
  help: readonly HelpEntry[];
  // Reads the arguments after the command's name.
  prepare: (args: readonly string[]) => ParsedCommand;
};

export function defineCommand<const F extends FlagSpecs = FlagSpecs, A = undefined>(
  spec: CommandSpec<F, A>,
): CliCommand {
  return {
    name: spec.name,
    help: spec.help,
    prepare: (argv) => {
      const input = readArgs(spec.name, spec.flags ?? {}, argv);
      const args = spec.parse(input as CommandInput<F>);
      return { name: spec.name, args, run: (context) => spec.run(context, args) };
    },
  };
}

// --domain D: the site to act on, instead of the default one.
export const DOMAIN_FLAG = { domain: { type: 'string' } } as const;

// The site a command acts on, and what the services that notify a candidate take.
export async function siteOf(context: CliContext, domain: string | undefined) {
  const name = domain ?? context.defaultDomain;
  const group = await loadGroup(context.db, name);
  return { domain: name, group, site: { group, publicOrigin: context.publicOrigin } };
}
