import { and, asc, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { groups, jobAlerts } from '../../db/schema';

export type JobAlertRow = {
  id: number;
  groupId: string;
  candidateId: string | null;
  email: string;
  language: string;
  query: string;
  location: string;
  filters: Record<string, string[]>;
  searchKey: string;
  createdAt: Date;
  confirmedAt: Date | null;
  checkedUntil: Date;
};

const columns = {
  id: jobAlerts.id,
  groupId: jobAlerts.groupId,
  candidateId: jobAlerts.candidateId,
  email: jobAlerts.email,
  language: jobAlerts.language,
  query: jobAlerts.query,
  location: jobAlerts.location,
  filters: jobAlerts.filters,
  searchKey: jobAlerts.searchKey,
  createdAt: jobAlerts.createdAt,
  confirmedAt: jobAlerts.confirmedAt,
  checkedUntil: jobAlerts.checkedUntil,
};

export type NewJobAlertRow = {
  groupId: string;
  candidateId: string | null;
  email: string;
  language: string;
  query: string;
  location: string;
  filters: Record<string, string[]>;
  searchKey: string;
  confirmTokenHash: string | null;
  // Replaced once the id is known (the unsubscribe token is derived from it).
  unsubscribeTokenHash: string;
  createdAt: Date;
  confirmedAt: Date | null;
  checkedUntil: Date;
};

// Null when the same search of the same address is already stored (a concurrent sign-up).
export async function insertJobAlert(
  db: Database,
  row: NewJobAlertRow,
): Promise<JobAlertRow | null> {
  const [inserted] = await db
    .insert(jobAlerts)
    .values(row)
    .onConflictDoNothing({ target: [jobAlerts.groupId, jobAlerts.email, jobAlerts.searchKey] })
    .returning(columns);
  return inserted ?? null;
}

export async function setUnsubscribeTokenHash(
  db: Database,
  id: number,
  hash: string,
): Promise<void> {
  await db.update(jobAlerts).set({ unsubscribeTokenHash: hash }).where(eq(jobAlerts.id, id));
}

export async function findJobAlertBySearch(
  db: Database,
  groupId: string,
  email: string,
  searchKey: string,
): Promise<JobAlertRow | null> {
  const [row] = await db
    .select(columns)
    .from(jobAlerts)
    .where(
      and(
        eq(jobAlerts.groupId, groupId),
        eq(jobAlerts.email, email),
        eq(jobAlerts.searchKey, searchKey),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function hasCandidateJobAlert(
  db: Database,
  groupId: string,
  candidateId: string,
  searchKey: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: jobAlerts.id })
    .from(jobAlerts)
    .where(
      and(
        eq(jobAlerts.candidateId, candidateId),
        eq(jobAlerts.groupId, groupId),
        eq(jobAlerts.searchKey, searchKey),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function countJobAlerts(
  db: Database,
  where: { groupId: string } & ({ candidateId: string } | { email: string }),
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(jobAlerts)
    .where(
      and(
        eq(jobAlerts.groupId, where.groupId),
        'candidateId' in where
          ? eq(jobAlerts.candidateId, where.candidateId)
          : eq(jobAlerts.email, where.email),
      ),
    );
  return row?.total ?? 0;
}

export async function listCandidateJobAlerts(
  db: Database,
  groupId: string,
  candidateId: string,
  limit: number,
): Promise<JobAlertRow[]> {
  return db
    .select(columns)
    .from(jobAlerts)
    .where(and(eq(jobAlerts.candidateId, candidateId), eq(jobAlerts.groupId, groupId)))
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id))
    .limit(limit);
}

// A visitor's alert becomes the candidate's, confirmed (they proved the address by logging in).
export async function claimJobAlert(
  db: Database,
  id: number,
  candidateId: string,
  now: Date,
): Promise<JobAlertRow> {
  const [row] = await db
    .update(jobAlerts)
    .set({
      candidateId,
      confirmTokenHash: null,
      confirmedAt: sql`coalesce(${jobAlerts.confirmedAt}, ${now.toISOString()}::timestamptz)`,
      checkedUntil: sql`case when ${jobAlerts.confirmedAt} is null then ${now.toISOString()}::timestamptz else ${jobAlerts.checkedUntil} end`,
    })
    .where(eq(jobAlerts.id, id))
    .returning(columns);
  if (!row) throw new Error(`Job alert ${id} vanished`);
  return row;
}

export async function renewConfirmToken(
  db: Database,
  id: number,
  confirmTokenHash: string,
  language: string,
): Promise<void> {
  await db.update(jobAlerts).set({ confirmTokenHash, language }).where(eq(jobAlerts.id, id));
}

// The token is spent by the same statement, so a second click finds nothing.
export async function confirmJobAlert(
  db: Database,
  groupId: string,
  confirmTokenHash: string,
  now: Date,
): Promise<JobAlertRow | null> {
  const [row] = await db
    .update(jobAlerts)
    .set({ confirmTokenHash: null, confirmedAt: now, checkedUntil: now })
    .where(and(eq(jobAlerts.groupId, groupId), eq(jobAlerts.confirmTokenHash, confirmTokenHash)))
    .returning(columns);
  return row ?? null;
}

export async function deleteCandidateJobAlert(
  db: Database,
  groupId: string,
  candidateId: string,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(jobAlerts)
    .where(
      and(
        eq(jobAlerts.id, id),
        eq(jobAlerts.candidateId, candidateId),
        eq(jobAlerts.groupId, groupId),
      ),
    )
    .returning({ id: jobAlerts.id });
  return rows.length > 0;
}

export async function deleteJobAlertByUnsubscribeHash(db: Database, hash: string): Promise<void> {
  await db.delete(jobAlerts).where(eq(jobAlerts.unsubscribeTokenHash, hash));
}

export type DueJobAlertRow = JobAlertRow & { domain: string };

// Confirmed alerts in id order, a page at a time (the digest run).
export async function listConfirmedJobAlertsAfter(
  db: Database,
  afterId: number,
  limit: number,
  groupId: string | null,
): Promise<DueJobAlertRow[]> {
  return db
    .select({ ...columns, domain: groups.domain })
    .from(jobAlerts)
    .innerJoin(groups, eq(groups.id, jobAlerts.groupId))
    .where(
      and(
        gt(jobAlerts.id, afterId),
        isNotNull(jobAlerts.confirmedAt),
        groupId === null ? undefined : eq(jobAlerts.groupId, groupId),
      ),
    )
    .orderBy(asc(jobAlerts.id))
    .limit(limit);
}

// Moves each alert's checked_until from the value the run read to `to`; an alert another run
// moved meanwhile is left out, and its id not returned, so its digest is not sent twice.
// Compared to the millisecond, as JavaScript read it.
export async function advanceCheckedUntil(
  db: Database,
  alerts: readonly { id: number; checkedUntil: Date }[],
  to: Date,
): Promise<number[]> {
  if (alerts.length === 0) return [];
  const values = sql.join(
    alerts.map(
      (alert) => sql`(${alert.id}::bigint, ${alert.checkedUntil.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const rows = await queryRows<{ id: number | string }>(
    db,
    sql`update ${jobAlerts} set checked_until = ${to.toISOString()}::timestamptz
      from (values ${values}) as seen(id, checked_until)
      where ${jobAlerts.id} = seen.id
        and date_trunc('milliseconds', ${jobAlerts.checkedUntil}) = seen.checked_until
      returning ${jobAlerts.id} as id`,
  );
  return rows.map((row) => Number(row.id));
}
