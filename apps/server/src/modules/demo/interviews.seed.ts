import type { Database } from '../../db/database';
import { dayAt } from './demo-time';
import { listApplicationsWithPositions } from '../applications/applications.public';
import { findCandidateByEmail } from '../candidates/candidates.public';
import { insertInterview, listCandidateInterviews } from '../interviews/interviews.public';

// Alex has an upcoming video interview for the application in review and a past one in person for
// the rejected one. Once: a second seed leaves them as they are.
export async function seedAlexInterviews(
  db: Database,
  groupId: string,
  email: string,
  now: Date,
): Promise<void> {
  const alex = await findCandidateByEmail(db, groupId, email);
  if (!alex || (await listCandidateInterviews(db, groupId, alex.id)).length > 0) return;
  const applications = await listApplicationsWithPositions(db, groupId, alex.id);
  const byStatus = (status: string) =>
    applications.find(({ application }) => application.status === status)?.application;
  const inReview = byStatus('In Review');
  const rejected = byStatus('Rejected');
  if (inReview) {
    await insertInterview(db, {
      groupId,
      candidateId: alex.id,
      applicationId: inReview.id,
      startsAt: dayAt(now, 3, 15),
      durationMinutes: 45,
      joinUrl: 'https://meet.northwind.example/alex-morgan',
      location: '',
      createdAt: now,
    });
  }
  if (rejected) {
    await insertInterview(db, {
      groupId,
      candidateId: alex.id,
      applicationId: rejected.id,
      startsAt: dayAt(now, -20, 10),
      durationMinutes: 60,
      joinUrl: null,
      location: 'Northwind HQ, 1 Market St, San Francisco',
      createdAt: now,
    });
  }
}
