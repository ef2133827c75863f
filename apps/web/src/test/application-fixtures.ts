import type { Application } from '@careers/contracts/applications';
import { lite } from './position-fixtures';

// An application as the dashboard's applications call answers it: submitted, then in review.
export const APPLICATION: Application = {
  id: '6f1c2a4e-7f1d-4c3a-9e2b-1a2b3c4d5e6f',
  positionId: 7,
  position: lite(7, 'Staff Nurse'),
  status: 'In Review',
  submittedAt: '2026-11-01T10:00:00.000Z',
  statusHistory: [
    { status: 'Submitted', at: '2026-11-01T10:00:00.000Z' },
    { status: 'In Review', at: '2026-11-05T10:00:00.000Z' },
  ],
  interviewEvents: [],
};
