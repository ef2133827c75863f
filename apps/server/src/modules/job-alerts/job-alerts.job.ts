import {
  NOTIFICATION_URL_MAX_LENGTH,
  type PositionLite,
  type SearchQuery,
} from '@careers/contracts';
import type { AppDeps } from '../../app-deps';
import { findCandidateById } from '../candidates/candidates.public';
import type { Group } from '../config/config.public';
import { enqueueMails, type OutgoingMail } from '../mail/mail.public';
import { notifyCandidate, absoluteSiteUrl } from '../notifications/notifications.public';
import { searchPositions } from '../search/search.public';
import { buildDigestMail } from './job-alert-mail.service';
import { alertSearchLabel, alertSearchPath } from './job-alert-search';
import {
  advanceCheckedUntil,
  listConfirmedJobAlertsAfter,
  type DueJobAlertRow,
} from './job-alerts.repository';
import {
  canCandidatesSaveAlerts,
  canVisitorsSubscribe,
  jobAlertsPageUrl,
  unsubscribeToken,
} from './job-alerts.service';

// One digest per alert with positions posted since its last digest (or its confirmation), found
// by the site's own search, newest first.

export type JobAlertsRunDeps = Pick<
  AppDeps,
  'db' | 'groups' | 'search' | 'secret' | 'env' | 'outbox' | 'logger'
>;
export type JobAlertsRun = { alerts: number; digests: number };

const BATCH_SIZE = 500;
const PAGE_SIZE = 50;
// Past this many new positions the digest says "500 new jobs" and the search page has the rest.
const SCAN_MAX = 500;
// Many alerts share a search: each is run once per run, up to this many kept at a time.
const SEARCHES_KEPT = 2000;

type Digest = { alert: DueJobAlertRow; group: Group; positions: PositionLite[] };
type Scanned = { positions: PositionLite[]; isComplete: boolean };

// The alert wants newest first even where the page does not offer that sort.
function withNewestSort(group: Group): Group {
  const searchConfig = group.configs.pcsxConfig.searchConfig;
  if (searchConfig.sortOptions.includes('newest')) return group;
  const pcsxConfig = {
    ...group.configs.pcsxConfig,
    searchConfig: {
      ...searchConfig,
      sortOptions: [...searchConfig.sortOptions, 'newest' as const],
    },
  };
  return { ...group, configs: { ...group.configs, pcsxConfig } };
}

function isAlertLive(group: Group, alert: DueJobAlertRow): boolean {
  return alert.candidateId ? canCandidatesSaveAlerts(group) : canVisitorsSubscribe(group);
}

function createNewPositionFinder(deps: JobAlertsRunDeps, now: Date) {
  const scans = new Map<string, Scanned>();
  return async (
    group: Group,
    alert: DueJobAlertRow,
    sinceSeconds: number,
    untilSeconds: number,
  ) => {
    const key = `${group.id}:${alert.searchKey}`;
    let scan = scans.get(key);
    if (!scan) {
      if (scans.size >= SEARCHES_KEPT) scans.clear();
      scan = { positions: [], isComplete: false };
      scans.set(key, scan);
    }
    // Pages until a position is as old as this alert has seen (results are newest first).
    while (
      !scan.isComplete &&
      scan.positions.length < SCAN_MAX &&
      (scan.positions.at(-1)?.postedTs ?? Infinity) > sinceSeconds
    ) {
      const query: SearchQuery = {
        domain: undefined,
        microsite: undefined,
        query: alert.query,
        location: alert.location,
        start: scan.positions.length,
        num: PAGE_SIZE,
        sortBy: 'newest',
        debug: false,
        filters: alert.filters,
      };
      // Nobody reads the digest's search: nothing is marked saved.
      const result = await searchPositions(
        { indexes: deps.search, now, group: withNewestSort(group) },
        query,
      );
      scan.positions.push(...result.positions);
      scan.isComplete =
        result.positions.length < PAGE_SIZE || scan.positions.length >= result.count;
    }
    return scan.positions.filter(
      (position) => position.postedTs > sinceSeconds && position.postedTs <= untilSeconds,
    );
  };
}

function digestMail(deps: JobAlertsRunDeps, digest: Digest): OutgoingMail {
  const { alert, group, positions } = digest;
  const origin = deps.env.PUBLIC_ORIGIN;
  return buildDigestMail({
    to: alert.email,
    company: group.companyName,
    search: alertSearchLabel(alert, alert.language),
    count: positions.length,
    jobs: positions.map((position) => ({
      title: position.name,
      location: position.location,
      url: absoluteSiteUrl(position.canonicalPositionUrl, origin, group.domain),
    })),
    seeAllUrl: absoluteSiteUrl(alertSearchPath(group, alert, 'newest'), origin, group.domain),
    unsubscribeUrl: jobAlertsPageUrl(
      origin,
      group.domain,
      'unsubscribe',
      unsubscribeToken(deps.secret, alert.id),
    ),
    language: alert.language,
  });
}

// One transaction per batch: the digests are queued with the move of their alerts'
// checked_until, and only for the alerts this run moved (see advanceCheckedUntil).
async function sendDigests(
  deps: JobAlertsRunDeps,
  digests: readonly Digest[],
  checkedUntil: Date,
): Promise<number> {
  if (digests.length === 0) return 0;
  const sent = await deps.db.transaction(async (tx) => {
    const moved = new Set(
      await advanceCheckedUntil(
        tx,
        digests.map(({ alert }) => alert),
        checkedUntil,
      ),
    );
    const mine = digests.filter(({ alert }) => moved.has(alert.id));
    await enqueueMails(
      tx,
      mine.map((digest) => digestMail(deps, digest)),
    );
    for (const { alert, group, positions } of mine) {
      if (!alert.candidateId) continue;
      const candidate = await findCandidateById(tx, group.id, alert.candidateId);
      if (!candidate) continue;
      const path = alertSearchPath(group, alert, 'newest');
      const site = { group, publicOrigin: deps.env.PUBLIC_ORIGIN };
      const search = alertSearchLabel(alert, candidate.language);
      // The digest is their mail; the bell only shows it.
      await notifyCandidate(
        tx,
        site,
        candidate,
        {
          category: 'job_alert',
          type: 'informational',
          message: { key: 'job_alert.new_positions', params: { count: positions.length, search } },
          redirectUrl: path.length <= NOTIFICATION_URL_MAX_LENGTH ? path : '/careers',
        },
        { mail: false },
      );
    }
    return mine.length;
  });
  if (sent > 0) deps.outbox.notify();
  return sent;
}

export type RunOptions = {
  // Only this group's alerts (`careers alerts run --domain`).
  groupId?: string | null;
  // Asked between batches; false stops the run (the lock was lost, or the app is closing).
  shouldContinue?: () => Promise<boolean>;
  // Asked before each alert: a closing app stops within one alert's search, not a batch of 500
  // (SIGTERM must not wait a minute). The alerts not reached keep their checked_until, so the
  // next run, in this process or another, takes them up.
  isStopping?: () => boolean;
};

// Positions count by the second they were posted (postedTs); the current second is left to
// the next run, so a position posted while this one reads is not skipped by both.
export async function runJobAlerts(
  deps: JobAlertsRunDeps,
  now: Date,
  options: RunOptions = {},
): Promise<JobAlertsRun> {
  const untilSeconds = Math.floor(now.getTime() / 1000) - 1;
  const checkedUntil = new Date(untilSeconds * 1000);
  const findNew = createNewPositionFinder(deps, now);
  const total: JobAlertsRun = { alerts: 0, digests: 0 };
  let afterId = 0;
  for (;;) {
    const alerts = await listConfirmedJobAlertsAfter(
      deps.db,
      afterId,
      BATCH_SIZE,
      options.groupId ?? null,
    );
    const digests: Digest[] = [];
    let isStopped = false;
    for (const alert of alerts) {
      if (options.isStopping?.()) {
        isStopped = true;
        break;
      }
      total.alerts += 1;
      const group = await deps.groups.get(alert.domain);
      const sinceSeconds = Math.floor(alert.checkedUntil.getTime() / 1000);
      if (!group || !isAlertLive(group, alert) || sinceSeconds >= untilSeconds) continue;
      try {
        const positions = await findNew(group, alert, sinceSeconds, untilSeconds);
        if (positions.length > 0) digests.push({ alert, group, positions });
      } catch (error) {
        deps.logger.warn({ err: error, alertId: alert.id }, 'job alerts: search failed');
      }
    }
    try {
      total.digests += await sendDigests(deps, digests, checkedUntil);
    } catch (error) {
      // The batch's alerts keep their checked_until: the next run tries them again.
      deps.logger.error({ err: error, afterId }, 'job alerts: a batch failed');
    }
    const last = alerts.at(-1);
    if (isStopped || !last || alerts.length < BATCH_SIZE) break;
    afterId = last.id;
    if (options.shouldContinue && !(await options.shouldContinue())) break;
  }
  return total;
}
