import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { forgetCandidate } from '../../shared/read-cache';
import type { Database } from '../../db/database';
import {
  analyticsEvents,
  applicationMessages,
  applicationStatusHistory,
  applicationSurveys,
  applicationUpdates,
  applications,
  candidateProfiles,
  candidateSkills,
  candidates,
  draftApplications,
  formTasks,
  interviewEvents,
  interviewReminders,
  interviews,
  eventRegistrations,
  referrals,
  jobAlerts,
  jobCartItems,
  loginCodes,
  mailOutbox,
  notifications,
  offerAuditEvents,
  offerDocuments,
  offerFiles,
  offerSignatures,
  offers,
  rateLimitBuckets,
  savedPositions,
  sessions,
  storedFiles,
  candidateResumes,
  termsAttestations,
} from '../../db/schema';

export type PersonScope = { groupId: string; candidateId: string; email: string };
export type TableRows = Record<string, unknown>[];

// Where each table keeps what is about one candidate. "Download my data" reads every entry; a
// table that holds nothing about a person is in NOT_PERSONAL instead, and a test fails for a
// table in neither list, so a new table cannot be forgotten.
type PersonalTable = {
  table: PgTable;
  // Columns left out of the copy: secrets that would open the account, never the person's data.
  omit?: string[];
  where: (scope: PersonScope, ids: RelatedIds) => SQL | undefined;
};

// Rows of other tables found through the candidate's own (an offer's documents).
type RelatedIds = {
  applications: string[];
  interviews: number[];
  offers: string[];
  documents: string[];
  files: string[];
};

const byCandidate =
  (column: Parameters<typeof eq>[0]) =>
  ({ candidateId }: PersonScope) =>
    eq(column, candidateId);

export const PERSONAL_TABLES: Record<string, PersonalTable> = {
  candidates: {
    table: candidates,
    where: ({ groupId, candidateId }) =>
      and(eq(candidates.id, candidateId), eq(candidates.groupId, groupId)),
  },
  candidate_profiles: {
    table: candidateProfiles,
    where: byCandidate(candidateProfiles.candidateId),
  },
  candidate_skills: { table: candidateSkills, where: byCandidate(candidateSkills.candidateId) },
  sessions: {
    table: sessions,
    omit: ['id', 'csrfToken'],
    where: byCandidate(sessions.candidateId),
  },
  login_codes: {
    table: loginCodes,
    omit: ['codeHash'],
    where: ({ groupId, email }) =>
      and(eq(loginCodes.groupId, groupId), eq(loginCodes.email, email)),
  },
  terms_attestations: {
    table: termsAttestations,
    where: byCandidate(termsAttestations.candidateId),
  },
  // Mail is addressed, not filed by site: every mail to the address is theirs.
  mail_outbox: { table: mailOutbox, where: ({ email }) => eq(mailOutbox.toAddress, email) },
  analytics_events: { table: analyticsEvents, where: byCandidate(analyticsEvents.candidateId) },
  saved_positions: { table: savedPositions, where: byCandidate(savedPositions.candidateId) },
  job_cart_items: { table: jobCartItems, where: byCandidate(jobCartItems.candidateId) },
  notifications: { table: notifications, where: byCandidate(notifications.candidateId) },
  job_alerts: {
    table: jobAlerts,
    omit: ['confirmTokenHash', 'unsubscribeTokenHash'],
    where: ({ groupId, candidateId, email }) =>
      and(
        eq(jobAlerts.groupId, groupId),
        or(eq(jobAlerts.candidateId, candidateId), eq(jobAlerts.email, email)),
      ),
  },
  form_tasks: { table: formTasks, where: byCandidate(formTasks.candidateId) },
  stored_files: { table: storedFiles, where: byCandidate(storedFiles.candidateId) },
  candidate_resumes: {
    table: candidateResumes,
    where: byCandidate(candidateResumes.candidateId),
  },
  applications: { table: applications, where: byCandidate(applications.candidateId) },
  application_status_history: {
    table: applicationStatusHistory,
    where: (_scope, ids) => inArray(applicationStatusHistory.applicationId, ids.applications),
  },
  // Overdue notices and extensions, with the employer's note.
  application_updates: {
    table: applicationUpdates,
    where: (_scope, ids) => inArray(applicationUpdates.applicationId, ids.applications),
  },
  // The conversation with the recruiting team and the "How was it?" answer belong to the
  // application: both sides' messages are part of the candidate's record.
  application_messages: {
    table: applicationMessages,
    where: (_scope, ids) => inArray(applicationMessages.applicationId, ids.applications),
  },
  application_surveys: {
    table: applicationSurveys,
    where: (_scope, ids) => inArray(applicationSurveys.applicationId, ids.applications),
  },
  draft_applications: {
    table: draftApplications,
    where: byCandidate(draftApplications.candidateId),
  },
  interviews: { table: interviews, where: byCandidate(interviews.candidateId) },
  // Who changed the interview and why (the candidate's reasons and notes).
  interview_events: {
    table: interviewEvents,
    where: (_scope, ids) => inArray(interviewEvents.interviewId, ids.interviews),
  },
  interview_reminders: {
    table: interviewReminders,
    where: (_scope, ids) => inArray(interviewReminders.interviewId, ids.interviews),
  },
  event_registrations: {
    table: eventRegistrations,
    where: byCandidate(eventRegistrations.candidateId),
  },
  referrals: { table: referrals, where: byCandidate(referrals.candidateId) },
  offers: { table: offers, where: byCandidate(offers.candidateId) },
  offer_documents: {
    table: offerDocuments,
    where: (_scope, ids) => inArray(offerDocuments.offerId, ids.offers),
  },
  offer_signatures: { table: offerSignatures, where: byCandidate(offerSignatures.candidateId) },
  offer_audit_events: {
    table: offerAuditEvents,
    where: (_scope, ids) => inArray(offerAuditEvents.offerId, ids.offers),
  },
  // The letters, the documents and what the candidate signed or uploaded, as base64.
  offer_files: { table: offerFiles, where: (_scope, ids) => inArray(offerFiles.id, ids.files) },
  // Counters of login codes and alert sign-ups asked for the address (`<rule>:<group>:<email>`).
  rate_limit_buckets: {
    table: rateLimitBuckets,
    where: ({ groupId, email }) => {
      const suffix = `:${groupId}:${email}`;
      return sql`right(${rateLimitBuckets.key}, ${suffix.length}) = ${suffix}`;
    },
  },
};

// Tables about the site, its jobs and forms, or the server itself — nobody's personal data.
export const NOT_PERSONAL = [
  'groups',
  'app_secrets',
  'positions',
  'position_places',
  'position_changes',
  'forms',
  'form_versions',
  'scheduled_jobs',
  // Times offered to choose; which interview holds one is in interviews.
  'interview_slots',
  'career_events',
] as const;

async function relatedIds(db: Database, scope: PersonScope): Promise<RelatedIds> {
  const [ownApplications, ownOffers, ownInterviews] = await Promise.all([
    db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.candidateId, scope.candidateId)),
    db.select({ id: offers.id }).from(offers).where(eq(offers.candidateId, scope.candidateId)),
    db
      .select({ id: interviews.id })
      .from(interviews)
      .where(eq(interviews.candidateId, scope.candidateId)),
  ]);
  const offerIds = ownOffers.map((row) => row.id);
  const documents =
    offerIds.length === 0
      ? []
      : await db
          .select({
            id: offerDocuments.id,
            original: offerDocuments.originalFileId,
            signed: offerDocuments.signedFileId,
          })
          .from(offerDocuments)
          .where(inArray(offerDocuments.offerId, offerIds));
  const signatures = await db
    .select({ fileId: offerSignatures.fileId })
    .from(offerSignatures)
    .where(eq(offerSignatures.candidateId, scope.candidateId));
  const files = [
    ...documents.flatMap((document) => [document.original, document.signed]),
    ...signatures.map((signature) => signature.fileId),
  ].filter((id): id is string => id !== null);
  return {
    applications: ownApplications.map((row) => row.id),
    interviews: ownInterviews.map((row) => row.id),
    offers: offerIds,
    documents: documents.map((document) => document.id),
    files: [...new Set(files)],
  };
}

function withoutOmitted(row: Record<string, unknown>, omit: string[] | undefined) {
  if (!omit) return row;
  return Object.fromEntries(Object.entries(row).filter(([column]) => !omit.includes(column)));
}

// Every personal table's rows about the candidate, by table name (empty lists included).
export async function personalRows(
  db: Database,
  scope: PersonScope,
): Promise<Record<string, TableRows>> {
  const ids = await relatedIds(db, scope);
  const result: Record<string, TableRows> = {};
  for (const [name, entry] of Object.entries(PERSONAL_TABLES)) {
    const where = entry.where(scope, ids);
    const rows = (await db.select().from(entry.table).where(where)) as Record<string, unknown>[];
    result[name] = rows.map((row) => withoutOmitted(row, entry.omit));
  }
  return result;
}

// What erasing a candidate does to each personal table ("delete my account"), in this order: rows
// about them are deleted, except what the employer keeps anonymised — applications (position,
// status, dates; the answers emptied) with their status history, under the candidate row made
// anonymous. An offer goes with its documents, signatures and audit events (cascade), then its
// files.
export const ERASE_ORDER = [
  'offers',
  // What the candidate wrote about an application goes, though the application is kept anonymised.
  'application_messages',
  'application_surveys',
  'offer_files',
  'interview_events',
  'interview_reminders',
  'interviews',
  'application_updates',
  'event_registrations',
  'referrals',
  'draft_applications',
  'form_tasks',
  'candidate_resumes',
  'stored_files',
  'notifications',
  'job_alerts',
  'job_cart_items',
  'saved_positions',
  'analytics_events',
  'mail_outbox',
  'terms_attestations',
  'login_codes',
  'rate_limit_buckets',
  'sessions',
  'candidate_skills',
  'candidate_profiles',
] as const;
export const KEPT_ANONYMISED = ['candidates', 'applications', 'application_status_history'];
export const ERASED_BY_CASCADE = ['offer_documents', 'offer_signatures', 'offer_audit_events'];

export async function erasePersonalRows(
  db: Database,
  scope: PersonScope,
  anonymousEmail: string,
  anonymousEncId: string,
): Promise<{ storageKeys: string[] }> {
  const ids = await relatedIds(db, scope);
  const storageKeys = (
    await db
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .where(eq(storedFiles.candidateId, scope.candidateId))
  ).map((row) => row.key);
  for (const name of ERASE_ORDER) {
    const entry = PERSONAL_TABLES[name];
    if (entry) await db.delete(entry.table).where(entry.where(scope, ids));
  }
  await db
    .update(applications)
    .set({ answers: {} })
    .where(eq(applications.candidateId, scope.candidateId));
  await db
    .update(candidates)
    .set({
      email: anonymousEmail,
      encId: anonymousEncId,
      firstName: '',
      lastName: '',
      language: 'en',
      notifyByEmail: false,
      isAdmin: false,
      isThemeBuilder: false,
      isOnboarded: false,
      isBootstrapped: false,
      hasResume: false,
    })
    .where(and(eq(candidates.id, scope.candidateId), eq(candidates.groupId, scope.groupId)));
  // Their sessions are gone too (decision 020).
  forgetCandidate(scope.candidateId, db);
  return { storageKeys };
}
