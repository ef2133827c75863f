import {
  interviewBookingPath,
  isBookedStatus,
  NUDGE_INTERVIEW_DAYS,
  NUDGES_MAX,
  type InterviewStatus,
  type Nudge,
} from '@careers/contracts';
import type { CandidateScope } from '../auth/auth.public';
import { listDraftsWithPositions } from '../applications/applications.public';
import { listTasks } from '../forms/forms.public';
import { listCandidateInterviews } from '../interviews/interviews.public';
import { listCandidateOffers, isOfferOpen, isSignable, offerPath } from '../offers/offers.public';
import { applyPath, isPositionOpen } from '../positions/positions.public';
import { analyseProfile, showProfile } from '../profile/profile.public';

// The dashboard's "what to do next", from the candidate's own records, the most pressing first:
// documents to sign and forms to fill in (the employer waits on them), drafts of jobs still open,
// interviews in the coming week, then the profile while it is incomplete.

const DAY_MS = 24 * 60 * 60_000;

const nudge = (fields: Omit<Nudge, 'context' | 'at' | 'percent'> & Partial<Nudge>): Nudge => ({
  context: '',
  at: null,
  percent: null,
  ...fields,
});

export async function listNudges(scope: CandidateScope): Promise<Nudge[]> {
  const { db, group, candidate, now } = scope;
  const offers = await listCandidateOffers(db, group.id, candidate.id);
  const tasks = await listTasks(db, group.id, candidate.id, false);
  const drafts = await listDraftsWithPositions(db, group.id, candidate.id);
  const interviews = await listCandidateInterviews(db, group.id, candidate.id);
  const { completion } = analyseProfile(await showProfile(db, candidate));

  const toSign = offers
    .filter((offer) => isOfferOpen(offer, now))
    .flatMap((offer) =>
      offer.documents.filter(isSignable).map((document) =>
        nudge({
          id: `signDocument:${document.id}`,
          kind: 'signDocument',
          url: offerPath(offer, group.domain),
          subject: document.name,
          context: offer.positionTitle,
          at: offer.expiresAt?.toISOString() ?? null,
          isActionRequired: true,
        }),
      ),
    );
  const forms = tasks.map((task) =>
    nudge({
      id: `completeForm:${task.formId}`,
      kind: 'completeForm',
      url: `/careers/forms?form_id=${encodeURIComponent(task.formId)}`,
      subject: task.title,
      at: task.dueAt?.toISOString() ?? null,
      isActionRequired: true,
    }),
  );
  const draftsOpen = drafts
    .filter(({ position }) => isPositionOpen(position, now))
    .map(({ position }) =>
      nudge({
        id: `finishDraft:${position.id}`,
        kind: 'finishDraft',
        url: applyPath(position),
        subject: position.title,
        isActionRequired: false,
      }),
    );
  const weekAhead = now.getTime() + NUDGE_INTERVIEW_DAYS * DAY_MS;
  const toChoose = interviews
    .filter(({ interview }) => interview.status === 'offered')
    .map(({ interview, position }) =>
      nudge({
        id: `chooseInterviewTime:${interview.id}`,
        kind: 'chooseInterviewTime',
        url: interviewBookingPath(interview.id),
        subject: position.title,
        at: interview.bookBy?.toISOString() ?? null,
        isActionRequired: true,
      }),
    );
  const soon = interviews
    .filter(({ interview }) => {
      if (!isBookedStatus(interview.status as InterviewStatus) || !interview.startsAt) return false;
      const starts = interview.startsAt.getTime();
      return starts >= now.getTime() && starts <= weekAhead;
    })
    .map(({ interview, position }) =>
      nudge({
        id: `upcomingInterview:${interview.id}`,
        kind: 'upcomingInterview',
        url: '/careers/interviews',
        subject: position.title,
        at: interview.startsAt?.toISOString() ?? null,
        isActionRequired: false,
      }),
    );
  const profile =
    completion < 100
      ? [
          nudge({
            id: 'completeProfile',
            kind: 'completeProfile',
            url: '/careers/profile',
            subject: '',
            percent: completion,
            isActionRequired: false,
          }),
        ]
      : [];
  return [...toSign, ...forms, ...toChoose, ...draftsOpen, ...soon, ...profile].slice(
    0,
    NUDGES_MAX,
  );
}
