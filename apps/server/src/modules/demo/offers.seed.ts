import type { DocumentStatus, OfferStatus } from '@careers/contracts';
import type { Database } from '../../db/database';
import { findCandidateByEmail } from '../candidates/candidates.public';
import type { Group } from '../config/config.public';
import { renderDocument, renderOfferLetter } from '../pdf/pdf.public';
import {
  extendOffer,
  type GivenDocument,
  applyDemoState,
  listCandidateOffers,
} from '../offers/offers.public';
import { findDemoPositionIds, findPositionRow } from '../positions/positions.public';

const DAY = 24 * 60 * 60 * 1000;

type DemoOffer = {
  status: OfferStatus;
  expiresInDays: number | null;
  salary: string;
  documents: { name: string; status: DocumentStatus; review?: boolean; paragraphs: string[] }[];
  letterStatus: DocumentStatus;
};

const NDA = [
  'You agree to keep confidential all non-public information you learn about the company, its customers and its partners, during and after your employment.',
  'Confidential information does not include what is public through no fault of yours, or what you knew before, as your records show.',
];
const AGREEMENT = [
  'This agreement sets out the terms of your employment: your role, your place of work, your hours, your pay and benefits, and how either side may end it.',
  'It takes effect on your start date and replaces any earlier understanding between you and the company.',
];
const BENEFITS = [
  'Health, dental and vision cover from your first day, for you and your dependants.',
  'Twenty-five days of paid leave, plus public holidays, and a yearly learning budget.',
];
const BACKGROUND = [
  'You authorise the company to verify your identity, your right to work and your employment history through a licensed provider.',
];
const RELOCATION = [
  'The company covers reasonable moving costs up to the amount in this addendum.',
];

// Alex has an offer in every offer status, and the open one has a document in every document
// status (docs/product/offers-and-esign.md).
const ALEX_OFFERS: DemoOffer[] = [
  {
    status: 'Extended',
    expiresInDays: 14,
    salary: '$128,000',
    letterStatus: 'Unsigned',
    documents: [
      { name: 'Employment agreement', status: 'Unsigned', paragraphs: AGREEMENT },
      { name: 'Confidentiality agreement', status: 'Signed', paragraphs: NDA },
      { name: 'Benefits summary', status: 'Read Only', review: true, paragraphs: BENEFITS },
      { name: 'Background check consent', status: 'Pending', paragraphs: BACKGROUND },
      { name: 'Relocation addendum', status: 'Revision', paragraphs: RELOCATION },
    ],
  },
  {
    status: 'Extended',
    expiresInDays: -3,
    salary: '$112,000',
    letterStatus: 'Unsigned',
    documents: [],
  },
  {
    status: 'Contract Extended',
    expiresInDays: 10,
    salary: '$95 per hour',
    letterStatus: 'Unsigned',
    documents: [{ name: 'Contractor agreement', status: 'Unsigned', paragraphs: AGREEMENT }],
  },
  {
    status: 'Accepted',
    expiresInDays: -20,
    salary: '$104,000',
    letterStatus: 'Signed',
    documents: [],
  },
  {
    status: 'Declined',
    expiresInDays: -40,
    salary: '$99,000',
    letterStatus: 'Unsigned',
    documents: [],
  },
  {
    status: 'Canceled',
    expiresInDays: -60,
    salary: '$101,000',
    letterStatus: 'Unsigned',
    documents: [],
  },
  {
    status: 'Contract Accepted',
    expiresInDays: -80,
    salary: '$88 per hour',
    letterStatus: 'Signed',
    documents: [{ name: 'Contractor agreement', status: 'Signed', paragraphs: AGREEMENT }],
  },
];

/**
 * Offers for Alex, made as the CLI makes them (real PDFs, the audit trail), then moved to their
 * demo state. Signed documents are sealed by the running server (its sweep), with its own
 * certificate. Idempotent: Alex's offers are made once.
 */
export async function seedDemoOffers(
  db: Database,
  group: Group,
  email: string,
  now: Date,
): Promise<void> {
  const alex = await findCandidateByEmail(db, group.id, email);
  if (!alex) return;
  if ((await listCandidateOffers(db, group.id, alex.id)).length > 0) return;
  const { open } = await findDemoPositionIds(db, group.id, now, ALEX_OFFERS.length);
  const name = `${alex.firstName} ${alex.lastName}`;
  const site = { group, publicOrigin: 'http://localhost' };
  for (const [index, demo] of ALEX_OFFERS.entries()) {
    const positionId = open[index];
    const position =
      positionId === undefined ? null : await findPositionRow(db, group.id, positionId);
    if (!position) continue;
    const made = new Date(now.getTime() - (ALEX_OFFERS.length - index) * DAY);
    const expiresAt =
      demo.expiresInDays === null ? null : new Date(now.getTime() + demo.expiresInDays * DAY);
    const startDate = new Date(now.getTime() + 45 * DAY).toISOString().slice(0, 10);
    const letter = await renderOfferLetter({
      companyName: group.companyName,
      candidateName: name,
      positionName: position.title,
      salary: demo.salary,
      startDate,
      expiresAt: expiresAt?.toISOString() ?? null,
      language: alex.language,
    });
    const documents: GivenDocument[] = [];
    for (const document of demo.documents) {
      documents.push({
        name: document.name,
        review: document.review ?? false,
        bytes: await renderDocument({
          companyName: group.companyName,
          title: document.name,
          candidateName: name,
          paragraphs: document.paragraphs,
          withSignature: !document.review,
          language: alex.language,
        }),
      });
    }
    const offer = await extendOffer(
      { db, site, now: made },
      {
        candidateEmail: alex.email,
        positionId: position.id,
        letter,
        documents,
        expiresAt,
        contract: demo.status.startsWith('Contract'),
        salary: demo.salary,
        startDate,
        demo: {
          statuses: Object.fromEntries([
            ['Offer letter', demo.letterStatus],
            ...demo.documents.map((document) => [document.name, document.status]),
          ]) as Partial<Record<string, DocumentStatus>>,
        },
      },
    );
    await applyDemoState(db, {
      groupId: group.id,
      encId: offer.encId,
      candidate: alex,
      status: demo.status,
      at: new Date(made.getTime() + DAY / 2),
    });
  }
}
