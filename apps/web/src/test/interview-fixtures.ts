import type { Interview } from '@careers/contracts/interviews';
import { APPLICATION } from './application-fixtures';
import { lite } from './position-fixtures';

// Interviews as the server sends them: one booked by the employer, one offered to choose.
export const BOOKED_INTERVIEW: Interview = {
  id: 12,
  applicationId: APPLICATION.id,
  position: lite(7, 'Staff Nurse'),
  status: 'booked',
  startsAt: '2099-12-01T14:30:00.000Z',
  durationMinutes: 45,
  joinUrl: 'https://meet.example/abc',
  location: '',
  interviewers: [],
  interviewerTimeZone: 'UTC',
  bookBy: null,
  sequence: 0,
  reschedulesLeft: 0,
  changeBlockedBy: 'reschedule_limit',
  canCancel: true,
  history: [
    {
      kind: 'booked',
      by: 'employer',
      at: '2099-11-20T09:00:00.000Z',
      startsAt: '2099-12-01T14:30:00.000Z',
      reason: null,
    },
  ],
};

export const OFFERED_INTERVIEW: Interview = {
  ...BOOKED_INTERVIEW,
  id: 13,
  status: 'offered',
  startsAt: null,
  interviewers: ['Dana Reyes', 'Sam Lee'],
  interviewerTimeZone: 'Europe/Berlin',
  bookBy: '2099-11-28T23:59:59.000Z',
  reschedulesLeft: 2,
  changeBlockedBy: null,
  history: [
    {
      kind: 'offered',
      by: 'employer',
      at: '2099-11-20T09:00:00.000Z',
      startsAt: null,
      reason: null,
    },
  ],
};
