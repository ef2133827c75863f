import { parseArgs } from 'node:util';
import { UsageError } from './errors';

// A flag as parseArgs declares it: with a value (string) or without (boolean); `multiple` when it
// may be given more than once (each value is kept, in order).
export type FlagSpec = { readonly type: 'string' | 'boolean'; readonly multiple?: boolean };
export type FlagSpecs = Readonly<Record<string, FlagSpec>>;

type ReadArgs = {
  positionals: string[];
  flags: Record<string, string | boolean | (string | boolean)[] | undefined>;
  // Every flag as given, in order: where two repeated flags mix (--document, --review).
  given: { name: string; value: string | undefined }[];
};

// The CLI has no one-letter flags, so an argument with a single leading dash is a value: an offer
// id may start with one, and `config set` takes -9.14. parseArgs would read it as flags, so it is
// marked with a NUL (which no argument can hold) while parsing, and unmarked after.
const MARK = '\0';
const mark = (arg: string) => (/^-[^-]/.test(arg) ? `${MARK}${arg}` : arg);
const unmark = <T>(value: T): T =>
  typeof value === 'string' && value.startsWith(MARK) ? (value.slice(1) as T) : value;

// The one flag parser of the CLI: `--name value`, `--name=value`, `--switch`, flags and other
// arguments in any order, `--` before arguments that start with dashes. An unknown flag, a
// missing value or a value given to a switch is a UsageError.
export function readArgs(command: string, flags: FlagSpecs, args: readonly string[]): ReadArgs {
  const marked = args.map(mark);
  try {
    const { values, positionals, tokens } = parseArgs({
      args: marked,
      options: flags,
      strict: true,
      allowPositionals: true,
      tokens: true,
    });
    return {
      positionals: positionals.map(unmark),
      flags: Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.map(unmark) : unmark(value),
        ]),
      ),
      given: tokens.flatMap((token) =>
        token.kind === 'option' ? [{ name: token.name, value: unmark(token.value) }] : [],
      ),
    };
  } catch (error) {
    throw new UsageError(
      explain(command, flags, marked) ?? (error instanceof Error ? error.message : String(error)),
    );
  }
}

// parseArgs says what went wrong in its own words; this names the flag the way the CLI does.
function explain(command: string, flags: FlagSpecs, args: string[]): string | undefined {
  const { tokens } = parseArgs({ args, options: flags, strict: false, tokens: true });
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const flag = token.rawName;
    if (!Object.hasOwn(flags, token.name)) {
      const known = Object.keys(flags).map((name) => `--${name}`);
      return `Unknown flag ${flag}: ${command} takes ${known.length > 0 ? known.join(', ') : 'no flags'}`;
    }
    const takesValue = flags[token.name]?.type === 'string';
    // `--message --url`: a value cannot start with dashes (one dash is marked, see above).
    if (
      takesValue &&
      (token.value === undefined || (!token.inlineValue && token.value.startsWith('-')))
    ) {
      return `${flag} needs a value`;
    }
    if (!takesValue && token.value !== undefined) return `${flag} takes no value`;
  }
  return undefined;
}
