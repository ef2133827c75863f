// What the interviews module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of interviews/ (decision 030); tests may reach further.

// Data access other modules need, handed out deliberately:
export {
  insertInterview,
  insertInterviewEvent,
  insertSlots,
  listCandidateInterviews,
} from './interviews.repository';
export {
  cancelInterviewByEmployer,
  listInterviewsForEmployer,
  offerInterviewSlots,
  recordInterviewOutcome,
  scheduleInterview,
} from './interview-offers.service';
export type { ListedInterview, SlotOffer } from './interview-offers.service';
export { importInterviewOffers, readInterviewImport } from './interview-import';
export { readEvery, windowTimes } from './slot-times';
export { sendInterviewReminders } from './interview-reminders.job';
