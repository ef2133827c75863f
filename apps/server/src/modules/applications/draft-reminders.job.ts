import { validateForm, type FormDefinition } from '@careers/forms/core';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/database';
import { escapeHtml } from '../../shared/escape-html';
import type { Group } from '../config/config.public';
import { findForm, findFormVersion } from '../forms/forms.public';
import { enqueueMails, type OutgoingMail } from '../mail/mail.public';
import { absoluteSiteUrl, mailText } from '../notifications/notifications.public';
import { applyPath } from '../positions/positions.public';
import {
  claimDueDrafts,
  listGroupsWithWaitingDrafts,
  type ClaimedDraft,
} from './draft-reminders.repository';
import { draftReminderToken } from './draft-reminders.service';

// One e-mail for a draft untouched for the group's draftReminderHours
// (docs/product/application-follow-up.md, "An unfinished application"): how far it got, a link
// back to its apply page and a one-click unsubscribe. Each draft is claimed before its mail is
// queued, in the same transaction, so it goes once whatever the number of processes.

// What the run needs of AppDeps (the follow-up timer passes them all).
export type DraftRemindersDeps = Pick<AppDeps, 'db' | 'groups' | 'secret'> & {
  env: Pick<AppDeps['env'], 'PUBLIC_ORIGIN'>;
  outbox: Pick<AppDeps['outbox'], 'notify'>;
};

const BATCH_SIZE = 500;
const HOUR_MS = 3_600_000;
// The shortest delay a group may set (draftReminderHours is at least 1).
const SHORTEST_DELAY_MS = HOUR_MS;

// "n of m sections done": m is the form's sections (the stepper's steps; a form without any
// counts as one), n those whose shown questions all pass the toolkit's checks with the draft's
// answers (required ones answered).
export function sectionsDone(
  definition: FormDefinition | null,
  answers: Record<string, unknown>,
): { done: number; total: number } {
  const sections = Array.isArray(definition?.sections) ? definition.sections : [];
  if (sections.length === 0) return { done: 0, total: 1 };
  const done = sections.filter(
    (section) =>
      Object.keys(validateForm({ sections: [section] }, answers, { locale: 'en' })).length === 0,
  ).length;
  return { done, total: sections.length };
}

type FormDefinitions = Map<string, Promise<FormDefinition | null>>;

async function readDefinition(
  db: Database,
  groupId: string,
  formId: string,
): Promise<FormDefinition | null> {
  const form = await findForm(db, groupId, formId);
  const version = form && (await findFormVersion(db, groupId, form.id, form.currentVersion));
  return version ? (version.definition as unknown as FormDefinition) : null;
}

function definitionFor(
  db: Database,
  group: Group,
  draft: ClaimedDraft,
  cache: FormDefinitions,
): Promise<FormDefinition | null> {
  const formId = draft.applicationFormId ?? group.configs.pcsxConfig.applyConfig.applicationFormId;
  let definition = cache.get(formId);
  if (!definition) {
    definition = readDefinition(db, group.id, formId);
    cache.set(formId, definition);
  }
  return definition;
}

function draftReminderMail(input: {
  draft: ClaimedDraft;
  group: Group;
  publicOrigin: string;
  secret: string;
  progress: { done: number; total: number };
}): OutgoingMail {
  const { draft, group, publicOrigin, progress } = input;
  const language = draft.language;
  const continueUrl = absoluteSiteUrl(
    applyPath({ id: draft.positionId, isPrivate: draft.isPrivate, privateKey: draft.privateKey }),
    publicOrigin,
    group.domain,
  );
  // The job alerts page is where mailed links land without a login; one press there stops them.
  const unsubscribeUrl = new URL('/careers/job-alerts', publicOrigin);
  unsubscribeUrl.searchParams.set(
    'draftReminders',
    draftReminderToken(input.secret, group.id, draft.candidateId),
  );
  unsubscribeUrl.searchParams.set('domain', group.domain);
  const unsubscribe = unsubscribeUrl.toString();
  const body = mailText(
    'draftReminderBody',
    { done: progress.done, count: progress.total },
    language,
  );
  const position = mailText(
    'draftReminderPosition',
    { position: draft.positionTitle, company: group.companyName },
    language,
  );
  const button = mailText('draftReminderContinue', {}, language);
  const stop = mailText('draftReminderUnsubscribe', {}, language);
  const link = (url: string, text: string) =>
    `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>`;
  return {
    to: draft.email,
    subject: mailText('draftReminderSubject', {}, language),
    text: `${body}\n\n${position}\n\n${button}: ${continueUrl}\n\n${stop}: ${unsubscribe}`,
    html:
      `<p><strong>${escapeHtml(body)}</strong></p><p>${escapeHtml(position)}</p>` +
      `<p>${link(continueUrl, button)}</p>` +
      `<p style="font-size:small">${link(unsubscribe, stop)}</p>`,
    // RFC 2369: the mail client's own unsubscribe button opens the same page.
    headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
  };
}

async function remindGroup(deps: DraftRemindersDeps, group: Group, now: Date): Promise<number> {
  const hours = group.configs.pcsxConfig.applicationFollowUpConfig.draftReminderHours;
  if (hours === null) return 0;
  const cutoff = new Date(now.getTime() - hours * HOUR_MS);
  const definitions: FormDefinitions = new Map();
  let sent = 0;
  for (;;) {
    // The claims and their mails commit together, or neither does and the next run tries again.
    const count = await deps.db.transaction(async (tx) => {
      const claimed = await claimDueDrafts(tx, group.id, cutoff, now, BATCH_SIZE);
      const mails = await Promise.all(
        claimed.map(async (draft) =>
          draftReminderMail({
            draft,
            group,
            publicOrigin: deps.env.PUBLIC_ORIGIN,
            secret: deps.secret,
            progress: sectionsDone(
              await definitionFor(tx, group, draft, definitions),
              draft.answers,
            ),
          }),
        ),
      );
      await enqueueMails(tx, mails);
      return claimed.length;
    });
    sent += count;
    if (count < BATCH_SIZE) break;
  }
  return sent;
}

export async function sendDraftReminders(
  deps: DraftRemindersDeps,
  now: Date,
): Promise<{ sent: number }> {
  let sent = 0;
  const waiting = await listGroupsWithWaitingDrafts(
    deps.db,
    new Date(now.getTime() - SHORTEST_DELAY_MS),
  );
  for (const { domain } of waiting) {
    const group = await deps.groups.get(domain);
    if (group) sent += await remindGroup(deps, group, now);
  }
  if (sent > 0) deps.outbox.notify();
  return { sent };
}
