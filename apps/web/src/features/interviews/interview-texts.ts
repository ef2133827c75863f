import type { InterviewEvent, InterviewStatus } from '@careers/contracts/interviews';

// Catalog keys are written whole, never built, so the build finds the pages that use them
// (docs/decisions/033-catalogs-per-part-and-pages-by-file.md).

/** The card's badge: where the interview stands (docs/product/dashboard.md). */
export function statusKey(status: InterviewStatus): string {
  switch (status) {
    case 'offered':
      return 'interviews.status.offered';
    case 'booked':
      return 'interviews.status.booked';
    case 'rescheduled':
      return 'interviews.status.rescheduled';
    case 'cancelled_by_candidate':
      return 'interviews.status.cancelledByYou';
    case 'cancelled_by_employer':
      return 'interviews.status.cancelledByTeam';
    case 'completed':
      return 'interviews.status.completed';
    case 'no_show':
      return 'interviews.status.noShow';
  }
}

/** One line of a card's history: what happened, and by whom when it matters. */
export function eventKey(event: Pick<InterviewEvent, 'kind' | 'by'>): string {
  const byYou = event.by === 'candidate';
  switch (event.kind) {
    case 'offered':
      return 'interviews.event.offered';
    case 'booked':
      return byYou ? 'interviews.event.bookedByYou' : 'interviews.event.bookedByTeam';
    case 'rescheduled':
      return byYou ? 'interviews.event.movedByYou' : 'interviews.event.movedByTeam';
    case 'cancelled_by_candidate':
      return 'interviews.event.cancelledByYou';
    case 'cancelled_by_employer':
      return 'interviews.event.cancelledByTeam';
    case 'completed':
      return 'interviews.event.completed';
    case 'no_show':
      return 'interviews.event.noShow';
    case 'times_requested':
      return 'interviews.event.timesRequested';
    case 'times_added':
      return 'interviews.event.timesAdded';
  }
}
