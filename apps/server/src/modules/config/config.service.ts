import { CONFIG_SECTIONS, type ConfigSectionName } from '@careers/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import { findInputProblem } from '../../shared/input-guard';
import { findGroupByDomain, updateGroupSection, type GroupRow } from './groups.repository';
import { toGroup, type Group } from './group-cache.service';

function isSectionName(name: string): name is ConfigSectionName {
  return Object.hasOwn(CONFIG_SECTIONS, name);
}

function splitConfigPath(path: string): { section: ConfigSectionName; rest: string[] } {
  const [section = '', ...rest] = path.split('.').filter(Boolean);
  if (!isSectionName(section)) {
    const names = Object.keys(CONFIG_SECTIONS).join(', ');
    throw new AppError('bad_request', `Unknown config section "${section}". Sections: ${names}.`);
  }
  return { section, rest };
}

function readPath(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function writePath(value: unknown, path: readonly string[], next: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return next;
  const base = value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const record = base as Record<string, unknown>;
  return { ...record, [key]: writePath(record[key], rest, next) };
}

// The CLI names groups by domain; a typo is a clear "no group" rather than a silent nothing.
export async function requireGroupRow(db: Database, domain: string): Promise<GroupRow> {
  const group = await findGroupByDomain(db, domain);
  if (!group) throw new AppError('not_found', `No group with domain ${domain}.`);
  return group;
}

// The CLI's way to a group as the server reads it.
export async function loadGroup(db: Database, domain: string): Promise<Group> {
  return toGroup(await requireGroupRow(db, domain));
}

export async function getConfigValue(db: Database, domain: string, path: string): Promise<unknown> {
  const group = await requireGroupRow(db, domain);
  if (!path)
    return { companyName: group.companyName, microsites: group.microsites, ...group.sections };
  const { section, rest } = splitConfigPath(path);
  return readPath(group.sections[section], rest);
}

// `careers config set` and the theme builder: the whole section is validated before it is written,
// in one transaction, so nothing is ever half-written.
export async function setConfigValue(
  db: Database,
  domain: string,
  path: string,
  value: unknown,
): Promise<unknown> {
  const { section, rest } = splitConfigPath(path);
  if (findInputProblem(value)) {
    throw new AppError('validation_failed', 'The value contains characters that are not allowed.');
  }
  return db.transaction(async (tx) => {
    const group = await requireGroupRow(tx, domain);
    const next = writePath(group.sections[section], rest, value);
    const parsed = CONFIG_SECTIONS[section].safeParse(next);
    if (!parsed.success) {
      const fieldErrors = Object.fromEntries(
        parsed.error.issues.map((issue) => [
          [section, ...issue.path.map(String)].join('.'),
          issue.message,
        ]),
      );
      throw new AppError('validation_failed', `The ${section} section would not be valid.`, {
        fieldErrors,
      });
    }
    await updateGroupSection(tx, group.id, section, parsed.data);
    return parsed.data;
  });
}
