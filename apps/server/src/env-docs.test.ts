import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ENV_KEYS, EnvSchema, type EnvKey } from './env';

// The server's settings are described in three places: the schema in env.ts (the truth),
// docs/configuration.md (a table row per variable) and .env.example (a commented-out line per
// variable with its default). This test fails when they disagree.

const repoRoot = resolve(import.meta.dirname, '../../..');
const DOCS_FILE = 'docs/configuration.md';
const EXAMPLE_FILE = '.env.example';
const DOCS_SECTION = '## Environment variables';

const isEnvKey = (name: string): name is EnvKey => (ENV_KEYS as string[]).includes(name);
const fieldOf = (name: EnvKey): z.ZodType => EnvSchema.shape[name];

// What a variable is when it is not set: its schema's static default, "unset" (optional, no
// default in the schema; the server may still work one out, as for HOST), or a default worked
// out at start, which the schema marks with `defaultAtStart` and the docs must say in words.
type Default =
  { kind: 'static'; value: unknown } | { kind: 'unset' } | { kind: 'atStart'; how: string };

function schemaDefault(name: EnvKey): Default {
  const field = fieldOf(name);
  const how = field.meta()?.defaultAtStart;
  if (typeof how === 'string') return { kind: 'atStart', how };
  const value: unknown = field.parse(undefined);
  return value === undefined ? { kind: 'unset' } : { kind: 'static', value };
}

// A text as the schema reads it, to compare with its default: `86400000` is 86400000, `0` of a
// flag is false.
function readsAs(name: EnvKey, text: string): { ok: true; value: unknown } | { ok: false } {
  const result = fieldOf(name).safeParse(text);
  return result.success ? { ok: true, value: result.data } : { ok: false };
}

const show = (value: unknown) => JSON.stringify(value);

// `| \`NAME\` | default | what it does |` rows of the docs' "Environment variables" section (up to
// the next `## ` heading; its `###` groups are part of it): the name and the default cell.
function documentedDefaults(markdown: string): Map<string, string[]> {
  const start = markdown.indexOf(`\n${DOCS_SECTION}\n`);
  if (start === -1) return new Map();
  const rest = markdown.slice(start + DOCS_SECTION.length + 2);
  const end = rest.search(/^## /m);
  const section = end === -1 ? rest : rest.slice(0, end);
  const rows = new Map<string, string[]>();
  for (const match of section.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|([^|]*)\|/gm)) {
    const name = match[1] ?? '';
    rows.set(name, [...(rows.get(name) ?? []), (match[2] ?? '').trim()]);
  }
  return rows;
}

// `NAME=value` lines of .env.example, commented out (`# NAME=value`) or not; quotes around the
// value are the shell's, not the value's.
function exampleValues(text: string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const match of text.matchAll(/^(?:#\s?)?([A-Z][A-Z0-9_]*)=(.*)$/gm)) {
    const name = match[1] ?? '';
    const value = (match[2] ?? '').trim().replace(/^(["'])(.*)\1$/, '$2');
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  return values;
}

function namesProblems(file: string, listed: Map<string, string[]>): string[] {
  const problems: string[] = [];
  for (const name of ENV_KEYS) {
    if (!listed.has(name)) problems.push(`${file} does not list ${name}`);
  }
  for (const [name, entries] of listed) {
    if (!isEnvKey(name)) problems.push(`${file} lists ${name}, which env.ts does not read`);
    else if (entries.length > 1) problems.push(`${file} lists ${name} ${entries.length} times`);
  }
  return problems;
}

function docsDefaultProblem(name: EnvKey, cell: string): string | undefined {
  const expected = schemaDefault(name);
  const where = `${DOCS_FILE}, ${name}:`;
  if (expected.kind === 'atStart') {
    return cell.includes(expected.how)
      ? undefined
      : `${where} the default should say "${expected.how}" (worked out at start), not "${cell}"`;
  }
  if (expected.kind === 'unset') {
    return /^unset\b/i.test(cell)
      ? undefined
      : `${where} the default should start with "unset" (the schema has none), not "${cell}"`;
  }
  const literal = /`([^`]*)`/.exec(cell)?.[1];
  if (literal === undefined) {
    return `${where} the default should give ${show(expected.value)} in backticks, not "${cell}"`;
  }
  const read = readsAs(name, literal);
  return read.ok && Object.is(read.value, expected.value)
    ? undefined
    : `${where} the default \`${literal}\` is not the schema's ${show(expected.value)}`;
}

function exampleDefaultProblem(name: EnvKey, value: string): string | undefined {
  const expected = schemaDefault(name);
  const where = `${EXAMPLE_FILE}, ${name}:`;
  if (expected.kind !== 'static') {
    return value === ''
      ? undefined
      : `${where} the value should be empty (the schema has no static default), not "${value}"`;
  }
  const read = readsAs(name, value);
  return read.ok && Object.is(read.value, expected.value)
    ? undefined
    : `${where} "${value}" is not the schema's default ${show(expected.value)}`;
}

// Every disagreement between the schema, the docs' text and .env.example's text.
function envDocsProblems(docs: string, example: string): string[] {
  const documented = documentedDefaults(docs);
  const examples = exampleValues(example);
  const problems = [
    ...(documented.size === 0 ? [`${DOCS_FILE} has no "${DOCS_SECTION}" table`] : []),
    ...namesProblems(DOCS_FILE, documented),
    ...namesProblems(EXAMPLE_FILE, examples),
  ];
  for (const name of ENV_KEYS) {
    const cell = documented.get(name)?.[0];
    const value = examples.get(name)?.[0];
    const docsProblem = cell === undefined ? undefined : docsDefaultProblem(name, cell);
    const exampleProblem = value === undefined ? undefined : exampleDefaultProblem(name, value);
    if (docsProblem) problems.push(docsProblem);
    if (exampleProblem) problems.push(exampleProblem);
  }
  return problems;
}

const docs = readFileSync(resolve(repoRoot, DOCS_FILE), 'utf8');
const example = readFileSync(resolve(repoRoot, EXAMPLE_FILE), 'utf8');

describe('the settings in env.ts, docs/configuration.md and .env.example', () => {
  it('takes the names from the schema itself', () => {
    expect(ENV_KEYS).toEqual(Object.keys(EnvSchema.shape));
    expect(ENV_KEYS).toContain('PORT');
    expect(ENV_KEYS).toContain('RENDER_THREADS');
  });

  it('agree: the same names, and every default written down is the schema default', () => {
    expect(envDocsProblems(docs, example)).toEqual([]);
  });

  // The comparison above must be able to fail: each planted disagreement is named.
  it('names a variable the docs leave out', () => {
    const withoutRow = docs.replace(/^\| `CHAT_MODEL` .*\n/m, '');
    expect(withoutRow).not.toBe(docs);
    expect(envDocsProblems(withoutRow, example)).toEqual([`${DOCS_FILE} does not list CHAT_MODEL`]);
  });

  it('names a variable .env.example leaves out, and one it has that the schema lacks', () => {
    const changed = example.replace(/^# RENDER_THREADS=.*$/m, '# RENDER_THREAD=');
    expect(changed).not.toBe(example);
    expect(envDocsProblems(docs, changed)).toEqual([
      `${EXAMPLE_FILE} does not list RENDER_THREADS`,
      `${EXAMPLE_FILE} lists RENDER_THREAD, which env.ts does not read`,
    ]);
  });

  it('names a default that is not the schema one', () => {
    const wrongDocs = docs.replace(/^(\| `PORT` +\| )`3000`/m, '$1`8080`');
    const wrongExample = example.replace(/^# S3_FORCE_PATH_STYLE=0$/m, '# S3_FORCE_PATH_STYLE=1');
    expect(wrongDocs).not.toBe(docs);
    expect(wrongExample).not.toBe(example);
    expect(envDocsProblems(wrongDocs, wrongExample)).toEqual([
      `${DOCS_FILE}, PORT: the default \`8080\` is not the schema's 3000`,
      `${EXAMPLE_FILE}, S3_FORCE_PATH_STYLE: "1" is not the schema's default false`,
    ]);
  });

  it('names a default that should be "unset" or said in words', () => {
    const wrongDocs = docs
      .replace(/^(\| `HOST` +\| )unset:/m, '$1`localhost`:')
      .replace(/^(\| `RENDER_THREADS` +\| )one fewer than the cores, at most 4/m, '$1`1`');
    expect(envDocsProblems(wrongDocs, example)).toEqual([
      expect.stringMatching(
        /^docs\/configuration\.md, HOST: the default should start with "unset"/,
      ),
      expect.stringMatching(
        /^docs\/configuration\.md, RENDER_THREADS: the default should say "one fewer than the cores, at most 4"/,
      ),
    ]);
  });
});
