import type { Application, ApplicationStage } from '@careers/contracts/applications';
import { lite } from './position-fixtures';

const stage = (id: string, label: string, expectedDays: number | null): ApplicationStage => ({
  id,
  label,
  explanation: `What happens at ${label}.`,
  expectedDays,
});

// The default stages' words, as the server answers them in English.
export const STAGES = {
  received: stage('received', 'Application received', 10),
  review: stage('review', 'Under review', 14),
  interviews: stage('interviews', 'Interviews', 21),
  offer: stage('offer', 'Offer', 7),
  notSelected: stage('notSelected', 'Not selected', null),
};

// An application as the dashboard's applications call answers it: submitted, then in review,
// with an update expected by 19 November.
export const APPLICATION: Application = {
  id: '6f1c2a4e-7f1d-4c3a-9e2b-1a2b3c4d5e6f',
  positionId: 7,
  position: lite(7, 'Staff Nurse'),
  status: 'In Review',
  submittedAt: '2026-11-01T10:00:00.000Z',
  statusHistory: [
    { status: 'Submitted', at: '2026-11-01T10:00:00.000Z', reason: null },
    { status: 'In Review', at: '2026-11-05T10:00:00.000Z', reason: null },
  ],
  interviewEvents: [],
  stage: STAGES.review,
  stages: [
    { ...STAGES.received, reachedAt: '2026-11-01T10:00:00.000Z' },
    { ...STAGES.review, reachedAt: '2026-11-05T10:00:00.000Z' },
    { ...STAGES.interviews, reachedAt: null },
    { ...STAGES.offer, reachedAt: null },
  ],
  expectedBy: '2026-11-19T10:00:00.000Z',
  updates: [],
  messageCount: 0,
  unreadMessages: 0,
  survey: 'none',
};
