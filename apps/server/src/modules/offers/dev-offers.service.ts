import { AppError } from '../../shared/app-error';
import type { RequestScope } from '../auth/auth.public';
import { findCandidateByEmail } from '../candidates/candidates.public';
import { renderDocument, renderOfferLetter } from '../pdf/pdf.public';
import { findDemoPositionIds, findPositionRow } from '../positions/positions.public';
import { applyDemoState } from './demo-state.service';
import {
  extendOffer,
  reviseOffer,
  type EmployerScope,
  type GivenDocument,
} from './employer-offers.service';
import { listCandidateOffers } from './offers.repository';

const DAY = 24 * 60 * 60 * 1000;

// The offer's mail links to the site at its public origin.
export type DevOfferScope = RequestScope & { publicOrigin: string };

// The documents the dev call adds, in order: one to sign, then one to read.
const DEV_DOCUMENTS = {
  sign: {
    name: 'Confidentiality agreement',
    paragraphs: [
      'You agree to keep confidential all non-public information you learn about the company.',
    ],
  },
  review: {
    name: 'Benefits summary',
    paragraphs: ['Health cover from your first day, and twenty-five days of paid leave.'],
  },
} as const;

/**
 * Demo mode's `POST /api/dev/offers`: an offer for a candidate, made as the CLI makes it, on an
 * open position they have no offer for, with a generated letter. A past expiry is allowed (the
 * journeys need expired offers), as the demo seed allows it.
 */
export async function extendDevOffer(
  scope: DevOfferScope,
  input: {
    email: string;
    documents: ('sign' | 'review')[];
    expiresInDays: number | null;
    contract: boolean;
    status: 'Extended' | 'Accepted' | 'Declined' | 'Canceled';
    hold: boolean;
  },
): Promise<string> {
  const { group } = scope;
  // The offer is made as the CLI makes it, so with the CLI's scope.
  const employer: EmployerScope = {
    db: scope.db,
    site: { group, publicOrigin: scope.publicOrigin },
    now: scope.now,
  };
  const candidate = await findCandidateByEmail(scope.db, group.id, input.email);
  if (!candidate)
    throw new AppError('not_found', `No candidate ${input.email} in ${group.domain}.`);
  const taken = new Set(
    (await listCandidateOffers(scope.db, group.id, candidate.id)).map((offer) => offer.positionId),
  );
  const { open } = await findDemoPositionIds(scope.db, group.id, scope.now, 60);
  const positionId = open.find((id) => !taken.has(id));
  const position =
    positionId === undefined ? null : await findPositionRow(scope.db, group.id, positionId);
  if (!position) throw new AppError('conflict', 'No open position is left for this candidate.');
  const name = `${candidate.firstName} ${candidate.lastName}`.trim() || candidate.email;
  const expiresAt =
    input.expiresInDays === null ? null : new Date(scope.now.getTime() + input.expiresInDays * DAY);
  const documents: GivenDocument[] = [];
  for (const [index, kind] of input.documents.entries()) {
    const template = DEV_DOCUMENTS[kind];
    documents.push({
      name: index < 2 ? template.name : `${template.name} ${index + 1}`,
      review: kind === 'review',
      bytes: await renderDocument({
        companyName: group.companyName,
        title: template.name,
        candidateName: name,
        paragraphs: [...template.paragraphs],
        withSignature: kind === 'sign',
        language: candidate.language,
      }),
    });
  }
  const offer = await extendOffer(employer, {
    candidateEmail: candidate.email,
    positionId: position.id,
    letter: await renderOfferLetter({
      companyName: group.companyName,
      candidateName: name,
      positionName: position.title,
      salary: '$120,000',
      startDate: new Date(scope.now.getTime() + 30 * DAY).toISOString().slice(0, 10),
      expiresAt: expiresAt?.toISOString() ?? null,
      language: candidate.language,
    }),
    documents,
    expiresAt,
    contract: input.contract,
    ...(expiresAt && expiresAt.getTime() <= scope.now.getTime() ? { demo: { statuses: {} } } : {}),
  });
  if (input.status !== 'Extended') {
    const status =
      input.contract && input.status === 'Accepted' ? 'Contract Accepted' : input.status;
    await applyDemoState(scope.db, {
      groupId: group.id,
      encId: offer.encId,
      candidate,
      status,
      at: scope.now,
    });
  }
  if (input.hold) {
    await reviseOffer(employer, offer.encId, {
      hold: true,
      letter: null,
      documents: [],
      expiresAt: null,
    });
  }
  return offer.encId;
}
