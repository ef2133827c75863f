import { readFile } from 'node:fs/promises';
import type { Database } from '../db/database';
import { parseEnv, type Env } from '../env';
import { loadGroup } from '../modules/config/config.service';
import { loadSealCertificate } from '../modules/esign/pdf/seal-certificate';
import {
  cancelOffer,
  extendOffer,
  findOfferOfGroup,
  listOffersOfGroup,
  reviseOffer,
  type GivenDocument,
  type GroupOffer,
} from '../modules/offers/employer-offers.service';
import { offerTrail } from '../modules/offers/offer-trail';
import { verifySignedDocument } from '../modules/offers/offer-verify';

// `careers offers …`, the employer's side of offers (docs/product/offers-and-esign.md).
export const OFFERS_HELP = `  offers extend --candidate EMAIL --position ID --letter FILE.pdf [--document NAME=FILE ...]
                [--review NAME=FILE ...] [--expires YYYY-MM-DD] [--contract] [--domain D]
                                         extend an offer: the letter and documents to sign
                                         (--review: to read only); the candidate is notified
  offers revise OFFER [--hold] [--letter FILE] [--document NAME=FILE ...] [--expires YYYY-MM-DD]
                                         put unsigned documents on hold (--hold), or replace or add
                                         documents, release the hold and notify the candidate
  offers cancel OFFER                    withdraw an open offer (the candidate is notified)
  offers list                            the group's offers
  offers show OFFER                      one offer, its documents and its audit trail
  offers verify FILE                     whether a signed PDF is one we produced, unmodified`;

export class OffersUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OffersUsageError';
  }
}

type Given = { name: string; file: string; review: boolean };

export type OffersCommand =
  | {
      name: 'offers extend';
      domain: string | undefined;
      email: string;
      positionId: number;
      letter: string;
      documents: Given[];
      expiresAt: Date | null;
      contract: boolean;
    }
  | {
      name: 'offers revise';
      domain: string | undefined;
      encId: string;
      hold: boolean;
      letter: string | null;
      documents: Given[];
      expiresAt: Date | null;
    }
  | { name: 'offers cancel' | 'offers show'; domain: string | undefined; encId: string }
  | { name: 'offers list'; domain: string | undefined }
  | { name: 'offers verify'; domain: string | undefined; file: string };

const SWITCHES = new Set(['contract', 'hold']);
const REPEATED = new Set(['document', 'review']);

// Like the other commands' flags, but --document and --review may come more than once.
function readOfferFlags(args: string[]): {
  positional: string[];
  flags: Map<string, string>;
  given: Given[];
} {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  const given: Given[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const name = arg.slice(2);
    if (SWITCHES.has(name)) {
      flags.set(name, 'true');
      continue;
    }
    const value = args[index + 1];
    if (value === undefined || value.startsWith('--'))
      throw new OffersUsageError(`${arg} needs a value`);
    index += 1;
    if (REPEATED.has(name)) {
      const equals = value.indexOf('=');
      if (equals < 1 || equals === value.length - 1) {
        throw new OffersUsageError(`${arg} needs NAME=FILE`);
      }
      given.push({
        name: value.slice(0, equals).trim(),
        file: value.slice(equals + 1),
        review: name === 'review',
      });
      continue;
    }
    flags.set(name, value);
  }
  return { positional, flags, given };
}

function onlyFlags(flags: Map<string, string>, allowed: string[], usage: string): void {
  for (const flag of flags.keys()) {
    if (!allowed.includes(flag)) throw new OffersUsageError(usage);
  }
}

function readDate(value: string | undefined): Date | null {
  if (value === undefined) return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59Z`) : new Date(NaN);
  if (Number.isNaN(date.getTime()))
    throw new OffersUsageError('--expires must be a date, YYYY-MM-DD');
  return date;
}

const ENC_ID = /^[A-Za-z0-9_-]{6,64}$/;

export function parseOffersCommand(args: string[]): OffersCommand {
  const [sub, ...rest] = args;
  const { positional, flags, given } = readOfferFlags(rest);
  const domain = flags.get('domain');
  if (sub === 'extend') {
    const usage =
      'offers extend --candidate EMAIL --position ID --letter FILE.pdf [--document NAME=FILE ...] [--review NAME=FILE ...] [--expires YYYY-MM-DD] [--contract] [--domain D]';
    onlyFlags(flags, ['candidate', 'position', 'letter', 'expires', 'contract', 'domain'], usage);
    const email = flags.get('candidate')?.trim().toLowerCase();
    const position = flags.get('position');
    const letter = flags.get('letter');
    if (positional.length > 0 || !email?.includes('@') || !position || !letter) {
      throw new OffersUsageError(usage);
    }
    if (!/^\d{1,9}$/.test(position))
      throw new OffersUsageError("--position needs a position's number");
    return {
      name: 'offers extend',
      domain,
      email,
      positionId: Number(position),
      letter,
      documents: given,
      expiresAt: readDate(flags.get('expires')),
      contract: flags.get('contract') === 'true',
    };
  }
  const [encId] = positional;
  if (sub === 'revise') {
    const usage =
      'offers revise OFFER [--hold] [--letter FILE] [--document NAME=FILE ...] [--review NAME=FILE ...] [--expires YYYY-MM-DD] [--domain D]';
    onlyFlags(flags, ['hold', 'letter', 'expires', 'domain'], usage);
    if (!encId || positional.length > 1 || !ENC_ID.test(encId)) throw new OffersUsageError(usage);
    return {
      name: 'offers revise',
      domain,
      encId,
      hold: flags.get('hold') === 'true',
      letter: flags.get('letter') ?? null,
      documents: given,
      expiresAt: readDate(flags.get('expires')),
    };
  }
  if (sub === 'cancel' || sub === 'show') {
    const usage = `offers ${sub} OFFER [--domain D]`;
    onlyFlags(flags, ['domain'], usage);
    if (!encId || positional.length > 1 || given.length > 0 || !ENC_ID.test(encId)) {
      throw new OffersUsageError(usage);
    }
    return { name: `offers ${sub}`, domain, encId };
  }
  if (sub === 'list') {
    onlyFlags(flags, ['domain'], 'offers list [--domain D]');
    if (positional.length > 0 || given.length > 0)
      throw new OffersUsageError('offers list [--domain D]');
    return { name: 'offers list', domain };
  }
  if (sub === 'verify') {
    onlyFlags(flags, ['domain'], 'offers verify FILE');
    if (!encId || positional.length > 1) throw new OffersUsageError('offers verify FILE');
    return { name: 'offers verify', domain, file: encId };
  }
  throw new OffersUsageError(`Unknown command: offers ${args.join(' ')}`);
}

async function readPdf(file: string): Promise<Buffer> {
  return readFile(file).catch(() => {
    throw new OffersUsageError(`Cannot read ${file}`);
  });
}

async function readGiven(given: Given[]): Promise<GivenDocument[]> {
  const documents: GivenDocument[] = [];
  for (const document of given) {
    documents.push({
      name: document.name,
      bytes: await readPdf(document.file),
      review: document.review,
    });
  }
  return documents;
}

function describeOffer(offer: Omit<GroupOffer, 'candidateEmail'>): string[] {
  return [
    `Offer ${offer.encId}: ${offer.positionTitle} (position ${offer.positionId}), ${offer.status}` +
      (offer.expiresAt ? `, expires ${offer.expiresAt.toISOString()}` : ''),
    ...offer.documents.map(
      (document) =>
        `  - ${document.name} [${document.documentType}] ${document.status}` +
        (document.underRevision ? ' (under revision)' : '') +
        (document.status === 'Signed' && !document.signedFileId ? ' (sealing)' : ''),
    ),
  ];
}

export type OffersCliOptions = {
  defaultDomain: string;
  publicOrigin: string;
  now: () => Date;
  env?: Env;
};

export async function runOffersCommand(
  db: Database,
  command: OffersCommand,
  out: (text: string) => void,
  options: OffersCliOptions,
): Promise<boolean> {
  const domain = command.domain ?? options.defaultDomain;
  const group = await loadGroup(db, domain);
  const scope = { db, site: { group, publicOrigin: options.publicOrigin }, now: options.now() };
  switch (command.name) {
    case 'offers extend': {
      const offer = await extendOffer(scope, {
        candidateEmail: command.email,
        positionId: command.positionId,
        letter: await readPdf(command.letter),
        documents: await readGiven(command.documents),
        expiresAt: command.expiresAt,
        contract: command.contract,
      });
      out(`Extended offer ${offer.encId} to ${command.email} in ${domain}.`);
      for (const line of describeOffer(offer)) out(line);
      return true;
    }
    case 'offers revise': {
      const offer = await reviseOffer(scope, command.encId, {
        hold: command.hold,
        letter: command.letter ? await readPdf(command.letter) : null,
        documents: await readGiven(command.documents),
        expiresAt: command.expiresAt,
      });
      out(
        command.hold
          ? `Offer ${offer.encId} is on hold for revision.`
          : `Revised offer ${offer.encId}.`,
      );
      for (const line of describeOffer(offer)) out(line);
      return true;
    }
    case 'offers cancel': {
      const offer = await cancelOffer(scope, command.encId);
      out(`Canceled offer ${offer.encId}.`);
      return true;
    }
    case 'offers list': {
      const offers = await listOffersOfGroup(scope);
      if (offers.length === 0) out(`No offers in ${domain}.`);
      for (const offer of offers) {
        out(
          `${offer.encId}  ${offer.status.padEnd(17)}  ${offer.candidateEmail}  ${offer.positionTitle}`,
        );
      }
      return true;
    }
    case 'offers show': {
      const offer = await findOfferOfGroup(scope, command.encId);
      for (const line of describeOffer(offer)) out(line);
      for (const line of await offerTrail(db, offer)) out(line);
      return true;
    }
    case 'offers verify': {
      const env = options.env ?? parseEnv();
      const certificate = await loadSealCertificate({
        dataDir: env.DATA_DIR,
        certificatePath: env.ESIGN_CERT_PATH,
        passphrase: env.ESIGN_CERT_PASSPHRASE,
      });
      const report = await verifySignedDocument(db, certificate, await readPdf(command.file));
      for (const check of report.checks) {
        out(`${check.ok ? 'ok  ' : 'FAIL'}  ${check.name}: ${check.detail}`);
      }
      out(report.summary);
      return report.ours;
    }
  }
}
