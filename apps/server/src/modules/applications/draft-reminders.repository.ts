import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { candidates } from '../../db/schema';
import { forgetOwner } from '../../shared/read-cache';

// The one reminder of an unfinished application (docs/product/application-follow-up.md, "An
// unfinished application"): drafts are claimed by setting reminded_at in one conditional UPDATE,
// so each goes once with several processes and after a restart.

const DRAFT_REMINDER_CATEGORY = 'draft_reminder';

// The groups with drafts not yet reminded that have waited at least the shortest delay a group may
// set (an hour).
export async function listGroupsWithWaitingDrafts(
  db: Database,
  before: Date,
): Promise<{ domain: string }[]> {
  return queryRows<{ domain: string }>(
    db,
    sql`
    select g.domain from groups g
    where exists (
      select 1 from draft_applications d
      where d.group_id = g.id and d.reminded_at is null
        and d.updated_at < ${before.toISOString()}::timestamptz
    )
    order by g.domain`,
  );
}

export type ClaimedDraft = {
  candidateId: string;
  positionId: number;
  answers: Record<string, unknown>;
  email: string;
  language: string;
  positionTitle: string;
  isPrivate: boolean;
  privateKey: string | null;
  applicationFormId: string | null;
};

// Claims up to `limit` of the group's drafts due a reminder: untouched since `cutoff`, not reminded,
// of a position still open (positions' isPositionOpen rules), of a candidate who wants this mail,
// with no application for that position yet. Claimed drafts are marked reminded_at = now.
export async function claimDueDrafts(
  db: Database,
  groupId: string,
  cutoff: Date,
  now: Date,
  limit: number,
): Promise<ClaimedDraft[]> {
  const at = now.toISOString();
  const rows = await queryRows<{
    candidate_id: string;
    position_id: number;
    answers: Record<string, unknown>;
    email: string;
    language: string;
    title: string;
    is_private: boolean;
    private_key: string | null;
    application_form_id: string | null;
  }>(
    db,
    sql`
    with due as (
      select d.candidate_id, d.position_id
      from draft_applications d
      join candidates c on c.id = d.candidate_id
      join positions p on p.id = d.position_id
      where d.group_id = ${groupId}::uuid
        and d.reminded_at is null
        and d.updated_at < ${cutoff.toISOString()}::timestamptz
        and c.group_id = ${groupId}::uuid
        and c.notify_by_email
        and not (c.muted_email_categories @> ${JSON.stringify([DRAFT_REMINDER_CATEGORY])}::jsonb)
        and (p.valid_through is null or p.valid_through >= ${at}::timestamptz)
        and (p.archived_at is null or p.archived_at > ${at}::timestamptz)
        and not exists (
          select 1 from applications a
          where a.candidate_id = d.candidate_id and a.position_id = d.position_id
        )
      order by d.updated_at
      limit ${limit}
      for update of d skip locked
    )
    update draft_applications d
    set reminded_at = ${at}::timestamptz
    from due, candidates c, positions p
    where d.candidate_id = due.candidate_id and d.position_id = due.position_id
      and d.reminded_at is null
      and c.id = d.candidate_id and p.id = d.position_id
    returning d.candidate_id, d.position_id, d.answers, c.email, c.language, p.title,
      p.is_private, p.private_key, p.application_form_id`,
  );
  return rows.map((row) => ({
    candidateId: row.candidate_id,
    positionId: row.position_id,
    answers: row.answers,
    email: row.email,
    language: row.language,
    positionTitle: row.title,
    isPrivate: row.is_private,
    privateKey: row.private_key,
    applicationFormId: row.application_form_id,
  }));
}

// "Unsubscribe": the category is added once to the candidate's muted ones.
export async function muteDraftReminders(
  db: Database,
  groupId: string,
  candidateId: string,
): Promise<boolean> {
  const updated = await db
    .update(candidates)
    .set({
      mutedEmailCategories: sql`case when ${candidates.mutedEmailCategories} @> ${JSON.stringify([DRAFT_REMINDER_CATEGORY])}::jsonb then ${candidates.mutedEmailCategories} else ${candidates.mutedEmailCategories} || ${JSON.stringify([DRAFT_REMINDER_CATEGORY])}::jsonb end`,
    })
    .where(and(eq(candidates.id, candidateId), eq(candidates.groupId, groupId)))
    .returning({ id: candidates.id });
  // Settings and the session read the candidate row (decision 020).
  forgetOwner(candidateId, db);
  return updated.length > 0;
}
