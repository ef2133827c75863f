import {
  FORM_ID_PATTERN,
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
} from '@careers/contracts';
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { pino } from 'pino';
import { createAppDeps } from '../app-deps';
import type { Database } from '../db/database';
import { parseEnv, type Env } from '../env';
import { describePositionFileLine } from '../modules/positions/import/parse-position-file';
import { POSITION_CSV_HEADER_DOC } from '../modules/positions/import/position-csv-header';
import { importPositions } from '../modules/positions/position-import.service';
import { archivePositionById, showPosition } from '../modules/positions/positions.service';
import { createCandidate, showCandidate } from '../modules/candidates/candidates.service';
import { getConfigValue, loadGroup, setConfigValue } from '../modules/config/config.service';
import { runJobAlertsLocked } from '../modules/job-alerts/job-alerts.scheduler';
import { notifyCandidateByEmail } from '../modules/notifications/notifications.service';
import { seedDemo } from '../modules/demo/seed';
import { assignApplicationForm, assignForm, importForm } from '../modules/forms/forms.service';
import { FormFileError } from '../modules/forms/form-file';
import { AppError } from '../shared/app-error';
import {
  OFFERS_HELP,
  OffersUsageError,
  parseOffersCommand,
  runOffersCommand,
  type OffersCommand,
} from './offers-commands';
import {
  DASHBOARD_HELP,
  DashboardUsageError,
  isDashboardCommand,
  parseDashboardCommand,
  runDashboardCommand,
  type DashboardCommand,
} from './dashboard-commands';

// An import whose file has bad rows: reported row by row, nothing written (exit 1).
export class ImportRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportRefused';
  }
}

// A check that ran and found a problem (`offers verify`): reported already, exit 1.
export class CheckFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckFailed';
  }
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const HELP = `Usage: npm run careers -- <command>

Commands:
  seed [--positions N]                   load the demo groups, configs, candidates and positions
                                         (idempotent; N Northwind positions, default 2200, max 1000000)
  positions import FILE [--domain D] [--skip-invalid]
                                         import schema.org JobPostings (.json) or CSV rows (.csv);
                                         updates positions with the same identifier; a file with
                                         bad rows writes nothing unless --skip-invalid
  positions archive ID                   close a position (its link answers 410)
  positions show ID                      print a position and its link
  config get <domain> [path]             print a group's config, or one value (e.g. pcsxConfig.branding.theme)
  config set <domain> <path> <json>      set one value; the whole section is validated first
  candidate create <domain> <email> [--first-name X] [--last-name Y]
  candidate show <domain> <email>
  notify --candidate EMAIL --category C --message TEXT [--action-required] [--url URL] [--domain D]
                                         notify a candidate (in the bell, and by e-mail unless they
                                         turned it off); C is one of ${NOTIFICATION_CATEGORIES.join(', ')};
                                         URL is a path of the site or an allowed origin's address
  forms import FILE [--domain D]         import a form definition (.json: id, title, layout, isPublic,
                                         embedUrl, sections); the same id again is a new version
  forms assign --candidate EMAIL --form ID [--due YYYY-MM-DD] [--domain D]
                                         give a candidate a form to fill in (forms center; they are
                                         notified); again moves the due date
  forms assign --position ID --form ID|default [--domain D]
                                         the form a position's apply page shows (default: the
                                         site's, pcsxConfig.applyConfig.applicationFormId)
  alerts run [--domain D]                queue the job alert digests now (all sites, or one); fails
                                         while another process is sending them
  help                                   show this text

Environment: DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite, default ./data).

${POSITION_CSV_HEADER_DOC}
${OFFERS_HELP}
${DASHBOARD_HELP}`;

type Output = (text: string) => void;

const MAX_SEED_POSITIONS = 1_000_000;
const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

// publicOrigin: where links in mail lead (PUBLIC_URL, or this machine in demo mode).
// env: what `alerts run` builds its search and links from (read from the process if absent).
export type CliOptions = {
  defaultDomain: string;
  publicOrigin?: string;
  now?: () => Date;
  env?: Env;
};

// Flags without a value (`--skip-invalid`) read as "true".
const SWITCHES = new Set(['--skip-invalid', '--action-required']);

function readFlags(args: string[]): { positional: string[]; flags: Map<string, string> } {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    if (SWITCHES.has(arg)) {
      flags.set(arg.slice(2), 'true');
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
  | OffersCommand
  | DashboardCommand
  | { name: 'help' }
  | { name: 'seed'; positions: number | undefined }
  | { name: 'positions import'; file: string; domain: string | undefined; skipInvalid: boolean }
  | { name: 'positions archive' | 'positions show'; id: number }
  | { name: 'config get'; domain: string; path: string }
  | { name: 'config set'; domain: string; path: string; value: unknown }
  | {
      name: 'candidate create' | 'candidate show';
      domain: string;
      email: string;
      firstName: string;
      lastName: string;
    }
  | {
      name: 'notify';
      domain: string | undefined;
      email: string;
      category: NotificationCategory;
      message: string;
      actionRequired: boolean;
      url: string | undefined;
    }
  | { name: 'alerts run'; domain: string | undefined }
  | { name: 'forms import'; file: string; domain: string | undefined }
  | {
      name: 'forms assign';
      domain: string | undefined;
      formId: string;
      email: string | undefined;
      positionId: number | undefined;
      dueAt: Date | null;
    };

// Arguments are checked before the database opens, so a typo answers with the usage (exit 2)
// even while a server holds the data folder.
export function parseCommand(args: string[]): CliCommand {
  const [command, sub, ...rest] = args;
  if (command === undefined || command === 'help' || command === '--help') return { name: 'help' };
  if (command === 'seed') {
    const { positional, flags } = readFlags(args.slice(1));
    const count = flags.get('positions');
    if (positional.length > 0 || [...flags.keys()].some((flag) => flag !== 'positions')) {
      throw new UsageError('seed [--positions N]');
    }
    if (count !== undefined && (!/^\d{1,7}$/.test(count) || Number(count) > MAX_SEED_POSITIONS)) {
      throw new UsageError(`--positions must be a whole number from 0 to ${MAX_SEED_POSITIONS}`);
    }
    return { name: 'seed', positions: count === undefined ? undefined : Number(count) };
  }
  if (command === 'positions' && sub === 'import') {
    const { positional, flags } = readFlags(rest);
    const [file] = positional;
    if (!file || positional.length > 1) {
      throw new UsageError('positions import FILE [--domain D] [--skip-invalid]');
    }
    return {
      name: 'positions import',
      file,
      domain: flags.get('domain'),
      skipInvalid: flags.get('skip-invalid') === 'true',
    };
  }
  if (command === 'positions' && (sub === 'archive' || sub === 'show')) {
    const [id] = rest;
    if (!id || rest.length > 1 || !/^\d{1,9}$/.test(id)) {
      throw new UsageError(`positions ${sub} ID (a position's number)`);
    }
    return { name: `positions ${sub}`, id: Number(id) };
  }
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
  if (command === 'notify') return parseNotify(args.slice(1));
  if (command === 'offers') {
    try {
      return parseOffersCommand(args.slice(1));
    } catch (error) {
      throw error instanceof OffersUsageError ? new UsageError(error.message) : error;
    }
  }
  if (isDashboardCommand(command)) {
    try {
      return parseDashboardCommand(args);
    } catch (error) {
      throw error instanceof DashboardUsageError ? new UsageError(error.message) : error;
    }
  }
  if (command === 'forms' && sub === 'import') {
    const { positional, flags } = readFlags(rest);
    const [file] = positional;
    if (!file || positional.length > 1 || [...flags.keys()].some((flag) => flag !== 'domain')) {
      throw new UsageError('forms import FILE [--domain D]');
    }
    return { name: 'forms import', file, domain: flags.get('domain') };
  }
  if (command === 'forms' && sub === 'assign') return parseFormsAssign(rest);
  if (command === 'alerts' && sub === 'run') {
    const { positional, flags } = readFlags(rest);
    if (positional.length > 0 || [...flags.keys()].some((flag) => flag !== 'domain')) {
      throw new UsageError('alerts run [--domain D]');
    }
    return { name: 'alerts run', domain: flags.get('domain') };
  }
  throw new UsageError(`Unknown command: ${args.join(' ')}`);
}

const FORMS_ASSIGN_USAGE =
  'forms assign --candidate EMAIL --form ID [--due YYYY-MM-DD] [--domain D], or --position ID --form ID|default';
const FORMS_ASSIGN_FLAGS = new Set(['candidate', 'position', 'form', 'due', 'domain']);

function parseFormsAssign(args: string[]): CliCommand {
  const { positional, flags } = readFlags(args);
  const email = flags.get('candidate')?.trim().toLowerCase();
  const position = flags.get('position');
  const formId = flags.get('form');
  const due = flags.get('due');
  if (
    positional.length > 0 ||
    [...flags.keys()].some((flag) => !FORMS_ASSIGN_FLAGS.has(flag)) ||
    !formId ||
    (email === undefined) === (position === undefined)
  ) {
    throw new UsageError(FORMS_ASSIGN_USAGE);
  }
  if (email !== undefined && !email.includes('@'))
    throw new UsageError('--candidate needs an e-mail address');
  if (position !== undefined && !/^\d{1,9}$/.test(position)) {
    throw new UsageError("--position needs a position's number");
  }
  if (position !== undefined && due !== undefined) throw new UsageError('--due is for a candidate');
  if (formId !== 'default' && !FORM_ID_PATTERN.test(formId))
    throw new UsageError('--form needs a form id');
  if (formId === 'default' && position === undefined)
    throw new UsageError('--form default is for a position');
  let dueAt: Date | null = null;
  if (due !== undefined) {
    dueAt = /^\d{4}-\d{2}-\d{2}$/.test(due) ? new Date(`${due}T23:59:59Z`) : new Date(NaN);
    if (Number.isNaN(dueAt.getTime())) throw new UsageError('--due must be a date, YYYY-MM-DD');
  }
  return {
    name: 'forms assign',
    domain: flags.get('domain'),
    formId,
    email,
    positionId: position === undefined ? undefined : Number(position),
    dueAt,
  };
}

const NOTIFY_USAGE =
  'notify --candidate EMAIL --category C --message TEXT [--action-required] [--url URL] [--domain D]';
const NOTIFY_FLAGS = new Set([
  'candidate',
  'category',
  'message',
  'action-required',
  'url',
  'domain',
]);

function parseNotify(args: string[]): CliCommand {
  const { positional, flags } = readFlags(args);
  const email = flags.get('candidate')?.trim().toLowerCase();
  const category = flags.get('category');
  const message = flags.get('message');
  if (
    positional.length > 0 ||
    [...flags.keys()].some((flag) => !NOTIFY_FLAGS.has(flag)) ||
    !email?.includes('@') ||
    !message
  ) {
    throw new UsageError(NOTIFY_USAGE);
  }
  if (!(NOTIFICATION_CATEGORIES as readonly (string | undefined)[]).includes(category)) {
    throw new UsageError(`--category must be one of ${NOTIFICATION_CATEGORIES.join(', ')}`);
  }
  return {
    name: 'notify',
    domain: flags.get('domain'),
    email,
    category: category as NotificationCategory,
    message,
    actionRequired: flags.get('action-required') === 'true',
    url: flags.get('url'),
  };
}

// Prints with `out`; calls services only; failures throw AppError (exit 1, or 2 for invalid values).
export async function runCommand(
  db: Database,
  command: CliCommand,
  out: Output,
  options: CliOptions = { defaultDomain: 'northwind.example' },
): Promise<void> {
  const now = options.now ?? (() => new Date());
  if (command.name.startsWith('offers ')) {
    const ok = await runOffersCommand(db, command as OffersCommand, out, {
      defaultDomain: options.defaultDomain,
      publicOrigin: options.publicOrigin ?? 'http://localhost:3000',
      now,
      env: options.env,
    }).catch((error: unknown) => {
      throw error instanceof OffersUsageError ? new UsageError(error.message) : error;
    });
    if (!ok) throw new CheckFailed('The check failed.');
    return;
  }
  if (
    ['applications ', 'interviews ', 'events ', 'referrals '].some((prefix) =>
      command.name.startsWith(prefix),
    )
  ) {
    await runDashboardCommand(db, command as DashboardCommand, out, {
      defaultDomain: options.defaultDomain,
      publicOrigin: options.publicOrigin ?? 'http://localhost:3000',
      now,
    });
    return;
  }
  switch (command.name) {
    case 'help':
      out(HELP);
      return;
    case 'seed': {
      const started = Date.now();
      const summary = await seedDemo(db, now(), {
        positions: command.positions,
        onProgress: (done) => {
          if (done % 50_000 === 0) out(`  ${done} positions…`);
        },
      });
      out(
        `Seeded ${summary.groups} groups, ${summary.candidates} candidates and ${summary.positions} positions in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
      return;
    }
    case 'positions import': {
      const size = await stat(command.file).then(
        (info) => info.size,
        () => {
          throw new UsageError(`Cannot read ${command.file}`);
        },
      );
      if (size > MAX_IMPORT_BYTES) throw new UsageError(`${command.file} is over 50 MB`);
      const report = await importPositions(
        db,
        command.domain ?? options.defaultDomain,
        { text: await readFile(command.file, 'utf8'), name: basename(command.file) },
        { skipInvalid: command.skipInvalid, now: now() },
      );
      for (const error of report.errors) {
        out(`${describePositionFileLine(report.format, error.line)}: ${error.message}`);
      }
      if (report.errors.length > 0 && !command.skipInvalid) {
        throw new ImportRefused(
          `${report.errors.length} bad row(s); nothing was imported. Fix them, or pass --skip-invalid to import the good rows.`,
        );
      }
      out(`Imported ${report.imported} positions; skipped ${report.skipped}.`);
      return;
    }
    case 'positions archive':
      await archivePositionById(db, command.id, now());
      out(`Archived position ${command.id}.`);
      return;
    case 'positions show':
      out(JSON.stringify(await showPosition(db, command.id), null, 2));
      return;
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
    case 'notify': {
      const domain = command.domain ?? options.defaultDomain;
      const site = {
        group: await loadGroup(db, domain),
        publicOrigin: options.publicOrigin ?? 'http://localhost:3000',
      };
      const row = await notifyCandidateByEmail(db, site, command.email, {
        category: command.category,
        type: command.actionRequired ? 'action_required' : 'informational',
        message: { text: command.message },
        redirectUrl: command.url ?? null,
      });
      out(`Notified ${command.email} in ${domain} (notification ${row.id}).`);
      return;
    }
    case 'alerts run': {
      await runAlerts(db, command.domain, out, options, now);
      return;
    }
    case 'forms import': {
      const group = await loadGroup(db, command.domain ?? options.defaultDomain);
      const text = await readFile(command.file, 'utf8').catch(() => {
        throw new UsageError(`Cannot read ${command.file}`);
      });
      const form = await importForm(db, group.id, parseFormJson(text, command.file), now()).catch(
        (error: unknown) => {
          // Every problem of the file, one per line; nothing was written.
          throw error instanceof FormFileError ? new ImportRefused(error.message) : error;
        },
      );
      out(`Imported form ${form.id}, version ${form.version}, into ${group.domain}.`);
      return;
    }
    case 'forms assign': {
      const domain = command.domain ?? options.defaultDomain;
      const group = await loadGroup(db, domain);
      if (command.positionId !== undefined) {
        const formId = command.formId === 'default' ? null : command.formId;
        await assignApplicationForm(db, group.id, command.positionId, formId);
        out(
          `Position ${command.positionId} now asks with ${formId ?? "the site's application form"}.`,
        );
        return;
      }
      const site = { group, publicOrigin: options.publicOrigin ?? 'http://localhost:3000' };
      await assignForm(db, site, {
        email: command.email ?? '',
        formId: command.formId,
        dueAt: command.dueAt,
        now: now(),
      });
      out(`Gave ${command.formId} to ${command.email ?? ''} in ${domain}.`);
      return;
    }
  }
}

function parseFormJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UsageError(`${file} is not valid JSON`);
  }
}

async function runAlerts(
  db: Database,
  domain: string | undefined,
  out: Output,
  options: CliOptions,
  now: () => Date,
): Promise<void> {
  const started = Date.now();
  const env = options.env ?? parseEnv();
  const group = domain === undefined ? null : await loadGroup(db, domain);
  // One pass needs no in-memory index: PostgreSQL answers its searches. The server's outbox
  // worker delivers what is queued.
  const deps = await createAppDeps({
    env: { ...env, SEARCH_ENGINE: 'postgres' },
    db,
    clock: now,
    logger: pino({ level: 'warn' }, pino.destination(2)),
  });
  const run = await runJobAlertsLocked(
    { ...deps, outbox: { ...deps.outbox, notify: () => undefined } },
    { groupId: group?.id ?? null, dueBefore: null },
  );
  if (!run) {
    throw new AppError(
      'conflict',
      'Another process is sending the job alerts now; try again later.',
    );
  }
  out(
    `Queued ${run.digests} job alert digest(s) for ${run.alerts} confirmed alert(s) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
