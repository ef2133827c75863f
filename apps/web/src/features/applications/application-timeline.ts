import type { ApplicationMessage } from '@careers/contracts/application-follow-up';
import type {
  Application,
  ApplicationStatus,
  ApplicationUpdateKind,
} from '@careers/contracts/applications';
import type { InterviewEventKind } from '@careers/contracts/interviews';

export type TimelineEntry =
  | { type: 'status'; at: string; status: ApplicationStatus; reason: string | null }
  | { type: 'interview'; at: string; kind: InterviewEventKind; startsAt: string | null }
  | {
      type: 'update';
      at: string;
      kind: ApplicationUpdateKind;
      expectedBy: string | null;
      note: string | null;
    }
  | { type: 'message'; at: string; author: ApplicationMessage['author'] };

/**
 * An application's one timeline (docs/product/application-follow-up.md): its status changes, its
 * interviews' events, the notices and extensions, and the conversation's messages, in the order
 * they happened; a status change first when several happened at once (an interview booked moves
 * the application on to Interviewing in the same step).
 */
export function timelineOf(
  application: Application,
  messages: readonly ApplicationMessage[] = [],
): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...application.statusHistory.map((change) => ({
      type: 'status' as const,
      at: change.at,
      status: change.status,
      reason: change.reason,
    })),
    ...application.updates.map((update) => ({ type: 'update' as const, ...update })),
    ...messages.map((message) => ({
      type: 'message' as const,
      at: message.createdAt,
      author: message.author,
    })),
    ...application.interviewEvents.map((event) => ({
      type: 'interview' as const,
      at: event.at,
      kind: event.kind,
      startsAt: event.startsAt,
    })),
  ];
  // Array.prototype.sort is stable: equal moments keep the status change first.
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

// Catalog keys are written whole so the build finds the pages that use them
// (docs/decisions/033-catalogs-per-part-and-pages-by-file.md).
// A booking or move names the interview's new time; one recorded without it does not.
export function interviewEventKey(kind: InterviewEventKind, hasTime: boolean): string {
  switch (kind) {
    case 'offered':
      return 'applications.timeline.interviewOffered';
    case 'booked':
      return hasTime
        ? 'applications.timeline.interviewBooked'
        : 'applications.timeline.interviewBookedNoTime';
    case 'rescheduled':
      return hasTime
        ? 'applications.timeline.interviewMoved'
        : 'applications.timeline.interviewMovedNoTime';
    case 'cancelled_by_candidate':
      return 'applications.timeline.interviewCancelledByYou';
    case 'cancelled_by_employer':
      return 'applications.timeline.interviewCancelledByTeam';
    case 'completed':
      return 'applications.timeline.interviewCompleted';
    case 'no_show':
      return 'applications.timeline.interviewMissed';
    case 'times_requested':
      return 'applications.timeline.interviewTimesRequested';
    case 'times_added':
      return 'applications.timeline.interviewTimesAdded';
  }
}
