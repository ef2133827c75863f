import { JOB_ALERTS_MAX, type ConfirmedJobAlert, type JobAlert } from '@careers/contracts';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import { sha256Hex } from '../../shared/sha256';
import { createRandomToken, hmac } from '../../shared/tokens';
import {
  enforceRateLimit,
  RATE_LIMITS,
  type CandidateScope,
  type RequestScope,
} from '../auth/auth.public';
import type { Group } from '../config/config.public';
import { enqueueMail } from '../mail/mail.public';
import { buildConfirmMail } from './job-alert-mail.service';
import {
  alertSearchKey,
  alertSearchLabel,
  alertSearchPath,
  normaliseAlertSearch,
  type AlertSearch,
} from './job-alert-search';
import {
  claimJobAlert,
  confirmJobAlert,
  countJobAlerts,
  deleteCandidateJobAlert,
  deleteJobAlertByUnsubscribeHash,
  findJobAlertBySearch,
  hasCandidateJobAlert,
  insertJobAlert,
  listCandidateJobAlerts,
  renewConfirmToken,
  setUnsubscribeTokenHash,
  type JobAlertRow,
  type NewJobAlertRow,
} from './job-alerts.repository';

// Job alerts of logged-in candidates (confirmed at once) and of visitors (double opt-in), and
// leaving one by the link in every digest.

// An alert's unsubscribe token is derived with the app's secret.
export type AlertScope = RequestScope & Pick<AppDeps, 'secret'>;
// A visitor's confirmation mail links to the public site and wakes the outbox.
export type SubscribeScope = AlertScope & Pick<AppDeps, 'outbox'> & { publicOrigin: string };

const NOT_ENABLED = 'Job alerts are not enabled for this site.';
const ALERTS_FULL = 'You have as many job alerts as you can have. Delete one to add another.';
const ALERT_NOT_FOUND = 'This job alert does not exist.';
const LINK_SPENT = 'This link is not valid or has already been used.';

export function canCandidatesSaveAlerts(group: Group): boolean {
  const { configs } = group;
  return (
    configs.notificationsConfig.savedSearchNotification.enabled &&
    configs.loginSignupConfig.candidateLoginEnabled
  );
}

export function canVisitorsSubscribe(group: Group): boolean {
  return group.configs.pcsxConfig.loggedOutNotificationConfig.enabled;
}

function requireEnabled(isEnabled: boolean): void {
  if (!isEnabled) throw new AppError('not_found', NOT_ENABLED);
}

// The unsubscribe link must stay valid in every digest ever sent, yet only a hash is stored:
// the token is derived from the alert's id with the app's secret, so each digest can carry it
// without a write, and a deleted alert's id is never reused.
export function unsubscribeToken(secret: string, alertId: number): string {
  return hmac(secret, `job-alert-unsubscribe:${alertId}`);
}

export function jobAlertsPageUrl(
  origin: string,
  domain: string,
  action: 'confirm' | 'unsubscribe',
  token: string,
): string {
  const url = new URL('/careers/job-alerts', origin);
  url.searchParams.set('domain', domain);
  url.searchParams.set(action, token);
  return url.toString();
}

function toJobAlert(group: Group, row: JobAlertRow): JobAlert {
  return {
    id: row.id,
    query: row.query,
    location: row.location,
    filters: row.filters,
    createdAt: row.createdAt.toISOString(),
    searchUrl: alertSearchPath(group, row),
  };
}

function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`;
}

async function insertAlert(
  db: Database,
  secret: string,
  row: Omit<NewJobAlertRow, 'unsubscribeTokenHash'>,
): Promise<JobAlertRow | null> {
  const inserted = await insertJobAlert(db, {
    ...row,
    unsubscribeTokenHash: sha256Hex(createRandomToken()),
  });
  if (inserted) {
    await setUnsubscribeTokenHash(
      db,
      inserted.id,
      sha256Hex(unsubscribeToken(secret, inserted.id)),
    );
  }
  return inserted;
}

export async function listJobAlerts(scope: CandidateScope): Promise<JobAlert[]> {
  const { db, group, candidate } = scope;
  requireEnabled(canCandidatesSaveAlerts(group));
  // Claimed visitor alerts may take a candidate past the cap; they are still listed.
  const rows = await listCandidateJobAlerts(db, group.id, candidate.id, JOB_ALERTS_MAX * 2);
  return rows.map((row) => toJobAlert(group, row));
}

// Its digests are mailed in the language of the page it was saved from.
export async function createJobAlert(
  scope: AlertScope & CandidateScope,
  input: AlertSearch,
): Promise<JobAlert> {
  const { db, group, candidate, now } = scope;
  requireEnabled(canCandidatesSaveAlerts(group));
  const search = normaliseAlertSearch(group, input);
  const searchKey = alertSearchKey(search);
  const row = await db.transaction(async (tx) => {
    const existing = await findJobAlertBySearch(tx, group.id, candidate.email, searchKey);
    if (existing) return claimJobAlert(tx, existing.id, candidate.id, now);
    const owned = await countJobAlerts(tx, { groupId: group.id, candidateId: candidate.id });
    if (owned >= JOB_ALERTS_MAX) throw new AppError('conflict', ALERTS_FULL);
    const inserted = await insertAlert(tx, scope.secret, {
      groupId: group.id,
      candidateId: candidate.id,
      email: candidate.email,
      language: scope.locale,
      ...search,
      searchKey,
      confirmTokenHash: null,
      createdAt: now,
      confirmedAt: now,
      checkedUntil: now,
    });
    if (inserted) return inserted;
    // The same search saved at the same moment by another request.
    const raced = await findJobAlertBySearch(tx, group.id, candidate.email, searchKey);
    if (!raced) throw new AppError('conflict', 'Please try again.');
    return claimJobAlert(tx, raced.id, candidate.id, now);
  });
  return toJobAlert(group, row);
}

export async function deleteJobAlert(scope: CandidateScope, id: number): Promise<void> {
  if (!(await deleteCandidateJobAlert(scope.db, scope.group.id, scope.candidate.id, id))) {
    throw new AppError('not_found', ALERT_NOT_FOUND);
  }
}

// Double opt-in. The answer is the same whatever happened, so nobody learns whether an
// address has alerts; an address already confirmed for the search gets nothing new. The
// confirmation and the digests are mailed in the language of the page subscribed from.
export async function subscribeToJobAlert(
  scope: SubscribeScope,
  input: AlertSearch & { email: string; ip: string },
): Promise<void> {
  const { db, group, now, locale: language } = scope;
  requireEnabled(canVisitorsSubscribe(group));
  await enforceRateLimit(db, RATE_LIMITS.alertPerIp, input.ip, now);
  await enforceRateLimit(db, RATE_LIMITS.alertPerEmail, `${group.id}:${input.email}`, now);
  const search = normaliseAlertSearch(group, input);
  const searchKey = alertSearchKey(search);
  const token = createRandomToken();
  const mailed = await db.transaction(async (tx) => {
    const existing = await findJobAlertBySearch(tx, group.id, input.email, searchKey);
    if (existing?.confirmedAt) return false;
    if (existing) {
      await renewConfirmToken(tx, existing.id, sha256Hex(token), language);
    } else {
      const held = await countJobAlerts(tx, { groupId: group.id, email: input.email });
      if (held >= JOB_ALERTS_MAX) return false;
      const inserted = await insertAlert(tx, scope.secret, {
        groupId: group.id,
        candidateId: null,
        email: input.email,
        language,
        ...search,
        searchKey,
        confirmTokenHash: sha256Hex(token),
        createdAt: now,
        confirmedAt: null,
        checkedUntil: now,
      });
      if (!inserted) return false;
    }
    await enqueueMail(
      tx,
      buildConfirmMail({
        to: input.email,
        company: group.companyName,
        search: alertSearchLabel(search, language),
        confirmUrl: jobAlertsPageUrl(scope.publicOrigin, group.domain, 'confirm', token),
        language,
      }),
    );
    return true;
  });
  if (mailed) scope.outbox.notify();
}

// Only positions posted from now on are mailed (checked_until = now).
export async function confirmJobAlertByToken(
  scope: AlertScope,
  token: string,
): Promise<ConfirmedJobAlert> {
  const { group } = scope;
  requireEnabled(canVisitorsSubscribe(group));
  const row = await confirmJobAlert(scope.db, group.id, sha256Hex(token), scope.now);
  if (!row) throw new AppError('not_found', LINK_SPENT);
  return {
    ...toJobAlert(group, row),
    maskedEmail: maskEmail(row.email),
    unsubscribeToken: unsubscribeToken(scope.secret, row.id),
  };
}

// Works whatever the site's settings: leaving must always be possible.
export async function unsubscribeJobAlert(scope: RequestScope, token: string): Promise<void> {
  await deleteJobAlertByUnsubscribeHash(scope.db, sha256Hex(token));
}

// savedSearchMetadata.isSubscribed of the search result.
export async function hasJobAlertFor(
  db: Database,
  group: Group,
  candidateId: string,
  search: AlertSearch,
): Promise<boolean> {
  const key = alertSearchKey(normaliseAlertSearch(group, search));
  return hasCandidateJobAlert(db, group.id, candidateId, key);
}
