import { randomBytes } from 'node:crypto';
import {
  mergeOverrideLayers,
  positionIdFromUrl,
  type PositionLite,
  type PositionOverride,
} from '@careers/contracts';
import type { Database } from '../../db/database';
import { AppError, MESSAGES } from '../../shared/app-error';
import { positionsOwner, type ReadCache } from '../../shared/read-cache';
import type { RequestScope } from '../auth/auth.public';
import { findGroupByDomain } from '../config/config.public';
import { countryName } from '../geo/geo.public';
import { htmlToText, sanitizePositionHtml } from './position-html';
import { PositionInputSchema, type PositionInput, type ValidPositionInput } from './position-input';
import {
  archivedAtSeconds,
  positionPath,
  groupShowsPay,
  toPositionDetail,
  toPositionRecord,
  type PositionRecord,
} from './position-records.service';
import {
  countPositionRows,
  findPositionRow,
  findPositionRowAnyGroup,
  findPositionRowByPrivateKey,
  findPositionRowsByIds,
  latestPositionChangeId,
  prunePositionChanges,
  readPositionChangesAfter,
  readIndexRowsAfter,
  savedPositionIdsAmong,
  setPositionArchivedAt,
  updatePositionRow,
  upsertPositionRows,
  type NewPositionRow,
  type PositionLink,
  type PositionRow,
  type PositionSummaryRow,
} from './positions.repository';

// Every change to positions goes through here. The repository logs each change (other processes'
// indexes follow the log); `onChange` brings this process's index in step at once, after the
// transaction commits.
type PositionChangeListener = (groupId: string, ids: number[]) => Promise<void>;
export type ChangeOptions = { onChange?: PositionChangeListener };

// A private link key: never numeric and without hyphens, so the position id rule keeps it whole.
function createPrivateKey(): string {
  return `p${randomBytes(16).toString('hex')}`;
}

function describeIssues(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .map((issue) => `${issue.path.map(String).join('.') || 'position'}: ${issue.message}`)
    .join('; ');
}

function validatePositionInput(input: PositionInput): ValidPositionInput {
  const parsed = PositionInputSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError('validation_failed', `Invalid position: ${describeIssues(parsed.error)}`);
  }
  return parsed.data;
}

function toNewPositionRow(groupId: string, input: ValidPositionInput): NewPositionRow {
  const descriptionHtml = sanitizePositionHtml(input.descriptionHtml);
  const translations = Object.fromEntries(
    Object.entries(input.translations).map(([language, version]) => {
      const html = sanitizePositionHtml(version.descriptionHtml);
      return [
        language,
        { title: version.title, descriptionHtml: html, descriptionText: htmlToText(html) },
      ];
    }),
  );
  const placeWords = input.locations.map((place) =>
    [place.city, place.region, countryName(place.countryCode)].filter(Boolean).join(' '),
  );
  return {
    groupId,
    microsite: input.microsite,
    externalId: input.externalId,
    title: input.title,
    department: input.department,
    team: input.team,
    seniority: input.seniority,
    employmentType: input.employmentType,
    workLocationOption: input.workLocationOption,
    locations: input.locations,
    remoteCountries: input.remoteCountries,
    skills: input.skills,
    descriptionHtml,
    descriptionText: htmlToText(descriptionHtml),
    skillsText: input.skills.join(' '),
    locationText: placeWords.join(' '),
    salaryMin: input.salary?.min ?? null,
    salaryMax: input.salary?.max ?? null,
    salaryCurrency: input.salary?.currency ?? null,
    salaryPeriod: input.salary?.period ?? null,
    postedAt: input.postedAt,
    validThrough: input.validThrough,
    archivedAt: input.archivedAt,
    isPrivate: input.isPrivate,
    privateKey: input.isPrivate ? createPrivateKey() : null,
    configOverrides: input.configOverrides,
    translations,
  };
}

async function notify(options: ChangeOptions, groupId: string, ids: number[]): Promise<void> {
  if (options.onChange && ids.length > 0) await options.onChange(groupId, ids);
}

// Creates positions, or replaces those whose externalId the group already has. One transaction.
export async function savePositions(
  db: Database,
  groupId: string,
  inputs: readonly PositionInput[],
  options: ChangeOptions = {},
): Promise<number[]> {
  const rows = inputs.map((input) => toNewPositionRow(groupId, validatePositionInput(input)));
  const ids = await db.transaction((tx) => upsertPositionRows(tx, rows));
  await notify(options, groupId, ids);
  return ids;
}

export async function updatePosition(
  db: Database,
  groupId: string,
  id: number,
  input: PositionInput,
  options: ChangeOptions = {},
): Promise<void> {
  const row = toNewPositionRow(groupId, validatePositionInput(input));
  const found = await db.transaction((tx) => updatePositionRow(tx, groupId, id, row));
  if (!found) throw new AppError('not_found', MESSAGES.positionNotFound);
  await notify(options, groupId, [id]);
}

export async function archivePosition(
  db: Database,
  groupId: string,
  id: number,
  at: Date,
  options: ChangeOptions = {},
): Promise<void> {
  const found = await db.transaction((tx) => setPositionArchivedAt(tx, groupId, id, at));
  if (!found) throw new AppError('not_found', MESSAGES.positionNotFound);
  await notify(options, groupId, [id]);
}

export async function requireGroupId(db: Database, domain: string): Promise<string> {
  const group = await findGroupByDomain(db, domain);
  if (!group) throw new AppError('not_found', MESSAGES.unknownDomain);
  return group.id;
}

export async function requirePositionRow(
  db: Database,
  groupId: string,
  id: number,
): Promise<PositionRow> {
  const row = await findPositionRow(db, groupId, id);
  if (!row) throw new AppError('not_found', MESSAGES.positionNotFound);
  return row;
}

// The row a link names in this group, open or not: a public position by its numeric id, a private
// one only by its private key.
export async function findPositionRowForLink(
  db: Database,
  groupId: string,
  rawId: string,
): Promise<PositionRow | null> {
  const link = parsePositionLink(rawId);
  if (!link) return null;
  if ('id' in link) {
    const row = await findPositionRow(db, groupId, link.id);
    return row && !row.isPrivate ? row : null;
  }
  return findPositionRowByPrivateKey(db, groupId, link.privateKey);
}

// What a link may name: a public position's numeric id, or a private one's key; else nothing.
export function parsePositionLink(rawId: string): PositionLink | null {
  const id = positionIdFromUrl(rawId);
  if (/^\d{1,9}$/.test(id)) return { id: Number(id) };
  return /^p[0-9a-f]{32}$/.test(id) ? { privateKey: id } : null;
}

export type PositionRowRead = (
  load: () => Promise<PositionRow | null>,
) => Promise<PositionRow | null>;

// Decision 020: the row a link names, kept until the group's positions change. A job page reads
// it for its head, its detail and its overrides (a job page answers within 20 ms at p95).
export function keptPositionRow(cache: ReadCache, groupId: string, rawId: string): PositionRowRead {
  const key = `position-link:${groupId}:${positionIdFromUrl(rawId)}`;
  return (load) => cache.read(positionsOwner(groupId), key, load);
}

// The position a candidate's link names, open. Archived or expired: 410. Anything else: 404.
export async function findPositionForLink(
  db: Database,
  groupId: string,
  rawId: string,
  now: Date,
  // Decision 020: a caller that keeps rows (match details) passes how it reads one.
  read: PositionRowRead = (load) => load(),
): Promise<PositionRow> {
  const row = await read(() => findPositionRowForLink(db, groupId, rawId));
  if (!row) throw new AppError('not_found', MESSAGES.positionNotFound);
  if (!isPositionOpen(row, now)) throw new AppError('gone', MESSAGES.positionClosed);
  return row;
}

// The id a link names in this group, open or not (taking a position off a candidate's list
// works after it closes). Anything else: 404.
export async function findPositionIdForLink(
  db: Database,
  groupId: string,
  rawId: string,
): Promise<number> {
  const id = positionIdFromUrl(rawId);
  const row = /^\d{1,9}$/.test(id)
    ? await findPositionRow(db, groupId, Number(id))
    : await findPositionRowForLink(db, groupId, id);
  if (!row) throw new AppError('not_found', MESSAGES.positionNotFound);
  return row.id;
}

// Open until its archive date or the end of its valid-through day, whichever comes first.
export function isPositionOpen(
  row: Pick<PositionRow, 'archivedAt' | 'validThrough'>,
  now: Date,
): boolean {
  const expired = row.validThrough !== null && row.validThrough.getTime() < now.getTime();
  return !expired && (row.archivedAt === null || row.archivedAt.getTime() > now.getTime());
}

// A result record for a candidate's own lists (saved, cart): a position closed by its
// valid-through date reads as archived then (archived_at above 0).
export function toCandidateListRecord(
  row: PositionSummaryRow,
  now: Date,
  isSaved: boolean,
): PositionLite {
  const record = toPositionRecord(row);
  const closedAt = isPositionOpen(row, now)
    ? -1
    : Math.max(record.archivedAt, archivedAtSeconds(row.validThrough));
  return { ...record, archivedAt: closedAt, positionUserActions: { isSaved } };
}

export async function getPositionDetails(
  db: Database,
  groupId: string,
  rawId: string,
  language: string,
  now: Date,
  read?: PositionRowRead,
) {
  return toPositionDetail(await findPositionForLink(db, groupId, rawId, now, read), language);
}

// Overrides: the position's defaults, then its language's (base language first).
// The detail as its reader sees it: whether they saved it (a visitor never has).
export async function readPositionDetails(
  scope: RequestScope,
  input: { positionId: string; language: string },
) {
  const groupId = scope.group.id;
  const { detail, isFallback } = await getPositionDetails(
    scope.db,
    groupId,
    input.positionId,
    input.language,
    scope.now,
    keptPositionRow(scope.cache, groupId, input.positionId),
  );
  const saved = await savedPositionIds(scope.db, scope.candidate?.id ?? null, [detail.id]);
  const showsPay = groupShowsPay(scope.group.configs.pcsxConfig, detail.id);
  return {
    detail: {
      ...detail,
      salary: showsPay ? detail.salary : null,
      positionUserActions: { isSaved: saved.has(detail.id) },
    },
    isFallback,
  };
}

// The overrides a reader of `language` gets: the group's for the position, then the position's
// own, each its `default` layer, then its base language's, then its language's.
export async function getPositionOverrides(
  scope: RequestScope,
  input: { positionId: string; language: string },
): Promise<PositionOverride> {
  const { positionId: rawId, language } = input;
  const groupId = scope.group.id;
  const row = await findPositionForLink(
    scope.db,
    groupId,
    rawId,
    scope.now,
    keptPositionRow(scope.cache, groupId, rawId),
  );
  return mergeOverrideLayers(
    [scope.group.configs.pcsxConfig.overrides[String(row.id)], row.configOverrides],
    language,
  );
}

// What the search indexes read: positions page by page, by id, and the change log.
export const positionsForIndex = {
  count: countPositionRows,
  pageAfter: readIndexRowsAfter,
  byIds: findPositionRowsByIds,
  changesAfter: readPositionChangesAfter,
  latestChangeId: latestPositionChangeId,
  pruneChanges: prunePositionChanges,
};

// Search results in the order of `ids` (ids no longer found are left out).
export async function findPositionRecords(
  db: Database,
  groupId: string,
  ids: readonly number[],
): Promise<PositionRecord[]> {
  const rows = new Map((await findPositionRowsByIds(db, groupId, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toPositionRecord(row)] : [];
  });
}

// positionUserActions.isSaved, for a logged-in candidate (none for a visitor).
export async function savedPositionIds(
  db: Database,
  candidateId: string | null,
  ids: readonly number[],
): Promise<Set<number>> {
  return candidateId ? savedPositionIdsAmong(db, candidateId, ids) : new Set();
}

// `careers positions show ID`: the stored record, with its private link when it has one.
export async function showPosition(db: Database, id: number) {
  const row = await findPositionRowAnyGroup(db, id);
  if (!row) throw new AppError('not_found', MESSAGES.positionNotFound);
  return {
    ...toPositionRecord(row),
    externalId: row.externalId,
    link: positionPath(row),
    isPrivate: row.isPrivate,
    archivedAt: row.archivedAt,
    validThrough: row.validThrough,
    remoteCountries: row.remoteCountries,
    microsite: row.microsite,
    languages: ['en', ...Object.keys(row.translations)],
    configOverrides: row.configOverrides,
  };
}

// `careers positions archive ID`: closed from now on; its link answers 410.
export async function archivePositionById(
  db: Database,
  id: number,
  at: Date,
  options: ChangeOptions = {},
): Promise<void> {
  const row = await findPositionRowAnyGroup(db, id);
  if (!row) throw new AppError('not_found', MESSAGES.positionNotFound);
  await archivePosition(db, row.groupId, id, at, options);
}
