import type { Database } from '../../db/database';
import { findCandidateByEmail } from '../candidates/candidates.public';
import { insertApplicationWithHistory, upsertDrafts } from '../applications/applications.public';
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

// Alex's forms center (a task in every status), applications (active and inactive, with their
// status histories) and drafts (one open, one whose position has closed).
export async function seedAlexApplications(
  db: Database,
  groupId: string,
  email: string,
  now: Date,
): Promise<void> {
  const alex = await findCandidateByEmail(db, groupId, email);
  if (!alex) return;
  const { open, closed } = await findDemoPositionIds(db, groupId, now, 4);
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
    const [submitted, inReview, rejected, drafted] = open;
    if (applicationVersion) {
      const histories: [number | undefined, string[], number][] = [
        [submitted, ['Submitted'], 2],
        [inReview, ['Submitted', 'In Review'], 10],
        [rejected, ['Submitted', 'In Review', 'Rejected'], 30],
      ];
      for (const [positionId, statuses, daysAgo] of histories) {
        if (positionId === undefined) continue;
        await insertApplicationWithHistory(tx, {
          groupId,
          candidateId: alex.id,
          positionId,
          formVersionId: applicationVersion,
          answers: ALEX_ANSWERS,
          idempotencyKey: `demo-application-${positionId}`,
          history: statuses.map((status, index) => ({ status, at: at(daysAgo - index * 3) })),
        });
      }
    }
    const drafts: [number | null | undefined, number][] = [
      [drafted, 1],
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
