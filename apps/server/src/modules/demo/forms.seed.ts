import type { Database } from '../../db/database';
import { findCandidateByEmail } from '../candidates/candidates.public';
import { ApplicationFollowUpConfigSchema } from '@careers/contracts';
import { insertMessage } from '../application-messages/application-messages.public';
import {
  expectedByAfter,
  insertApplicationWithHistory,
  upsertDrafts,
} from '../applications/applications.public';
import {
  parseFormFile,
  findForm,
  findFormVersion,
  insertFormVersion,
  seedTask,
} from '../forms/forms.public';
import { findDemoPositionIds } from '../positions/positions.public';
import { APPLICATION_FORM } from './forms/application-form';
import {
  ALL_QUESTION_TYPES_FORM,
  BACKGROUND_CHECK_FORM,
  EMERGENCY_CONTACT_FORM,
  TALENT_COMMUNITY_FORM,
  TAX_DETAILS_FORM,
} from './forms/forms-center-forms';

const DAY = 24 * 60 * 60 * 1000;

// The demo's forms, imported as an employer's files would be. Seeding again adds a version only
// when a definition changed, so answers keep theirs.
export async function seedDemoForms(
  db: Database,
  groupId: string,
  now: Date,
  files: readonly unknown[] = [
    APPLICATION_FORM,
    ALL_QUESTION_TYPES_FORM,
    EMERGENCY_CONTACT_FORM,
    TAX_DETAILS_FORM,
    BACKGROUND_CHECK_FORM,
    TALENT_COMMUNITY_FORM,
  ],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const file of files) {
      const form = parseFormFile(file);
      const existing = await findForm(tx, groupId, form.id);
      const current =
        existing && (await findFormVersion(tx, groupId, form.id, existing.currentVersion));
      const same =
        current &&
        existing.title === form.title &&
        existing.layout === form.layout &&
        existing.isPublic === form.isPublic &&
        existing.embedUrl === form.embedUrl &&
        JSON.stringify(current.definition) === JSON.stringify(form.definition);
      if (same) continue;
      await insertFormVersion(tx, {
        groupId,
        id: form.id,
        title: form.title,
        layout: form.layout,
        isPublic: form.isPublic,
        embedUrl: form.embedUrl,
        definition: form.definition,
        now,
      });
    }
  });
}

const ALEX_ANSWERS = {
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex.morgan@example.com',
  phone: '+1 4155550123',
  country: 'US',
  region: 'CA',
  city: 'San Francisco',
  workAuthorized: 'yes',
  relocate: 'no',
  consent: true,
};

type DemoApplication = {
  positionId: number | undefined;
  // Status, days ago, and a reason and note for a decision.
  history: [string, number, (string | null)?, (string | null)?][];
  messages?: {
    author: 'candidate' | 'employer';
    body: string;
    daysAgo: number;
    readDaysAgo: number | null;
  }[];
  overdueNoticedDaysAgo?: number;
};

// Alex's forms center (a task in every status), applications (at several stages with their
// dates: one with a question answered, one overdue and told so, one rejected with its reason, one
// closed for want of a decision) and drafts (one open, one whose position has closed).
export async function seedAlexApplications(
  db: Database,
  groupId: string,
  email: string,
  now: Date,
): Promise<void> {
  const alex = await findCandidateByEmail(db, groupId, email);
  if (!alex) return;
  const { open, closed } = await findDemoPositionIds(db, groupId, now, 6);
  const at = (days: number) => new Date(now.getTime() - days * DAY);
  await db.transaction(async (tx) => {
    const version = async (formId: string) => {
      const form = await findForm(tx, groupId, formId);
      return form ? (await findFormVersion(tx, groupId, formId, form.currentVersion))?.id : null;
    };
    const task = { groupId, candidateId: alex.id };
    await seedTask(tx, {
      ...task,
      formId: 'all-question-types',
      status: 'open',
      dueAt: new Date(now.getTime() + 7 * DAY),
      answers: {},
      formVersionId: null,
      assignedAt: at(2),
      completedAt: null,
    });
    await seedTask(tx, {
      ...task,
      formId: 'emergency-contact',
      status: 'in_progress',
      dueAt: new Date(now.getTime() + 3 * DAY),
      answers: { contactName: 'Jordan Morgan', relationship: 'partner' },
      formVersionId: (await version('emergency-contact')) ?? null,
      assignedAt: at(4),
      completedAt: null,
    });
    await seedTask(tx, {
      ...task,
      formId: 'tax-details',
      status: 'completed',
      dueAt: at(3),
      answers: {
        legalName: 'Alex Morgan',
        taxId: '123-45-6789',
        address: '1 Market St, San Francisco',
      },
      formVersionId: (await version('tax-details')) ?? null,
      assignedAt: at(12),
      completedAt: at(5),
    });
    await seedTask(tx, {
      ...task,
      formId: 'background-check',
      status: 'open',
      dueAt: null,
      answers: {},
      formVersionId: null,
      assignedAt: at(1),
      completedAt: null,
    });

    const applicationVersion = await version('application');
    const [submitted, inReview, rejected, drafted, overdue, closedForTime] = open;
    if (applicationVersion) {
      // Northwind's stages are the default ones. Each waiting application promises its stage's
      // date from its last change, as a status change does (docs/product/application-follow-up.md).
      const stages = ApplicationFollowUpConfigSchema.parse({});
      const promised = (status: string, since: Date) => expectedByAfter(stages, status, since);
      const seeds: DemoApplication[] = [
        { positionId: submitted, history: [['Submitted', 2]] },
        {
          positionId: inReview,
          history: [
            ['Submitted', 10],
            ['In Review', 7],
          ],
          // A question the team read and answered; the answer is not read yet.
          messages: [
            {
              author: 'candidate',
              body: 'Hello! Is this role open to working four days a week?',
              daysAgo: 5,
              readDaysAgo: 4,
            },
            {
              author: 'employer',
              body: 'Hi Alex, yes: the team works a four-day week in rotation. We will talk about it at the interview.',
              daysAgo: 4,
              readDaysAgo: null,
            },
          ],
        },
        {
          positionId: rejected,
          history: [
            ['Submitted', 30],
            ['In Review', 27],
            [
              'Rejected',
              24,
              'closerExperience',
              'Thank you for your time; we would be glad to see you apply again.',
            ],
          ],
        },
        // Its date passed two days ago: Alex was told, with a new one.
        {
          positionId: overdue,
          history: [
            ['Submitted', 20],
            ['In Review', 16],
          ],
          overdueNoticedDaysAgo: 2,
        },
        // Past the closing limit with no decision.
        {
          positionId: closedForTime,
          history: [
            ['Submitted', 65],
            ['Closed', 5, 'noDecision', null],
          ],
        },
      ];
      for (const seed of seeds) {
        if (seed.positionId === undefined) continue;
        const history = seed.history.map(([status, daysAgo, reasonId = null, note = null]) => ({
          status,
          at: at(daysAgo),
          reasonId,
          note,
        }));
        const lastChange = history.at(-1);
        if (!lastChange) continue;
        const noticedAt =
          seed.overdueNoticedDaysAgo === undefined ? null : at(seed.overdueNoticedDaysAgo);
        const expectedBy = noticedAt
          ? new Date(noticedAt.getTime() + stages.overdueGraceDays * DAY)
          : promised(lastChange.status, lastChange.at);
        const applicationId = await insertApplicationWithHistory(tx, {
          groupId,
          candidateId: alex.id,
          positionId: seed.positionId,
          formVersionId: applicationVersion,
          answers: ALEX_ANSWERS,
          idempotencyKey: `demo-application-${seed.positionId}`,
          history,
          expectedBy,
          overdueNoticedAt: noticedAt,
          updates: noticedAt ? [{ kind: 'overdue', at: noticedAt, expectedBy, note: null }] : [],
        });
        for (const message of applicationId ? (seed.messages ?? []) : []) {
          await insertMessage(
            tx,
            { id: applicationId ?? '', candidateId: alex.id },
            {
              groupId,
              author: message.author,
              body: message.body,
              fileId: null,
              at: at(message.daysAgo),
              readAt: message.readDaysAgo === null ? null : at(message.readDaysAgo),
            },
          );
        }
      }
    }
    // The open draft was left two days ago: its one reminder goes at the first run of the
    // follow-up (docs/product/application-follow-up.md, An unfinished application).
    const drafts: [number | null | undefined, number][] = [
      [drafted, 2],
      [closed, 15],
    ];
    for (const [positionId, daysAgo] of drafts) {
      if (positionId === undefined || positionId === null) continue;
      await upsertDrafts(tx, [
        {
          candidateId: alex.id,
          positionId,
          groupId,
          answers: {
            firstName: 'Alex',
            lastName: 'Morgan',
            email: alex.email,
            coverLetter:
              'I have led small product teams for six years and would love to do it here.',
          },
          updatedAt: at(daysAgo),
        },
      ]);
    }
  });
}
