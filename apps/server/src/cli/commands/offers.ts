import { readFile } from 'node:fs/promises';
import { parseEnv } from '../../env';
import { loadSealCertificate } from '../../modules/pdf/pdf.public';
import {
  cancelOffer,
  extendOffer,
  findOfferOfGroup,
  listOffersOfGroup,
  reviseOffer,
  type EmployerScope,
  type GivenDocument,
  type GroupOffer,
  offerTrail,
  verifySignedDocument,
} from '../../modules/offers/offers.public';
import { POSITION_ID, readDay } from '../arguments';
import { defineCommand, DOMAIN_FLAG, siteOf, type CliContext, type CommandInput } from '../command';
import { CheckFailed, UsageError } from '../errors';

// `careers offers …`, the employer's side of offers (docs/product/offers-and-esign.md).

// --document NAME=FILE (to sign) and --review NAME=FILE (to read only), each as often as needed.
const DOCUMENT_FLAGS = {
  document: { type: 'string', multiple: true },
  review: { type: 'string', multiple: true },
} as const;

type Given = { name: string; file: string; review: boolean };

// The documents in the order given, --document and --review mixed.
function readGiven(input: CommandInput<typeof DOCUMENT_FLAGS>): Given[] {
  return input.given.flatMap(({ name, value = '' }) => {
    if (name !== 'document' && name !== 'review') return [];
    const equals = value.indexOf('=');
    if (equals < 1 || equals === value.length - 1)
      throw new UsageError(`--${name} needs NAME=FILE`);
    return [
      {
        name: value.slice(0, equals).trim(),
        file: value.slice(equals + 1),
        review: name === 'review',
      },
    ];
  });
}

const ENC_ID = /^[A-Za-z0-9_-]{6,64}$/;

// OFFER, an offer's id as `offers list` prints it.
function readOfferId(positionals: readonly string[], usage: string): string {
  const [encId] = positionals;
  if (!encId || positionals.length > 1 || !ENC_ID.test(encId)) throw new UsageError(usage);
  return encId;
}

async function readPdf(file: string): Promise<Buffer> {
  return readFile(file).catch(() => {
    throw new UsageError(`Cannot read ${file}`);
  });
}

async function readDocuments(given: Given[]): Promise<GivenDocument[]> {
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

// The site the offer commands act on, and its domain.
async function scopeOf(
  context: CliContext,
  domain: string | undefined,
): Promise<{ domain: string; scope: EmployerScope }> {
  const { domain: name, site } = await siteOf(context, domain);
  return { domain: name, scope: { db: context.db, site, now: context.now() } };
}

const EXTEND_USAGE =
  'offers extend --candidate EMAIL --position ID --letter FILE.pdf [--document NAME=FILE ...] [--review NAME=FILE ...] [--expires YYYY-MM-DD] [--contract] [--domain D]';
const REVISE_USAGE =
  'offers revise OFFER [--hold] [--letter FILE] [--document NAME=FILE ...] [--review NAME=FILE ...] [--expires YYYY-MM-DD] [--domain D]';

export const offersCommands = [
  defineCommand({
    name: 'offers extend',
    help: [
      {
        usage: [
          'offers extend --candidate EMAIL --position ID --letter FILE.pdf [--document NAME=FILE ...]',
          '[--review NAME=FILE ...] [--expires YYYY-MM-DD] [--contract] [--domain D]',
        ],
        about: [
          'extend an offer: the letter and documents to sign',
          '(--review: to read only); the candidate is notified',
        ],
      },
    ],
    flags: {
      candidate: { type: 'string' },
      position: { type: 'string' },
      letter: { type: 'string' },
      ...DOCUMENT_FLAGS,
      expires: { type: 'string' },
      contract: { type: 'boolean' },
      ...DOMAIN_FLAG,
    },
    parse: (input) => {
      const { positionals, flags } = input;
      const documents = readGiven(input);
      const email = flags.candidate?.trim().toLowerCase();
      const { position, letter } = flags;
      if (positionals.length > 0 || !email?.includes('@') || !position || !letter) {
        throw new UsageError(EXTEND_USAGE);
      }
      if (!POSITION_ID.test(position)) throw new UsageError("--position needs a position's number");
      return {
        domain: flags.domain,
        email,
        positionId: Number(position),
        letter,
        documents,
        expiresAt: readDay('--expires', flags.expires),
        contract: flags.contract === true,
      };
    },
    run: async (context, args) => {
      const { domain, scope } = await scopeOf(context, args.domain);
      const offer = await extendOffer(scope, {
        candidateEmail: args.email,
        positionId: args.positionId,
        letter: await readPdf(args.letter),
        documents: await readDocuments(args.documents),
        expiresAt: args.expiresAt,
        contract: args.contract,
      });
      context.out(`Extended offer ${offer.encId} to ${args.email} in ${domain}.`);
      for (const line of describeOffer(offer)) context.out(line);
    },
  }),
  defineCommand({
    name: 'offers revise',
    help: [
      {
        usage:
          'offers revise OFFER [--hold] [--letter FILE] [--document NAME=FILE ...] [--expires YYYY-MM-DD]',
        about: [
          'put unsigned documents on hold (--hold), or replace or add',
          'documents, release the hold and notify the candidate',
        ],
      },
    ],
    flags: {
      hold: { type: 'boolean' },
      letter: { type: 'string' },
      ...DOCUMENT_FLAGS,
      expires: { type: 'string' },
      ...DOMAIN_FLAG,
    },
    parse: (input) => {
      const { positionals, flags } = input;
      const documents = readGiven(input);
      return {
        domain: flags.domain,
        encId: readOfferId(positionals, REVISE_USAGE),
        hold: flags.hold === true,
        letter: flags.letter ?? null,
        documents,
        expiresAt: readDay('--expires', flags.expires),
      };
    },
    run: async (context, args) => {
      const { scope } = await scopeOf(context, args.domain);
      const offer = await reviseOffer(scope, args.encId, {
        hold: args.hold,
        letter: args.letter ? await readPdf(args.letter) : null,
        documents: await readDocuments(args.documents),
        expiresAt: args.expiresAt,
      });
      context.out(
        args.hold
          ? `Offer ${offer.encId} is on hold for revision.`
          : `Revised offer ${offer.encId}.`,
      );
      for (const line of describeOffer(offer)) context.out(line);
    },
  }),
  defineCommand({
    name: 'offers cancel',
    help: [
      {
        usage: 'offers cancel OFFER',
        about: ['withdraw an open offer (the candidate is notified)'],
      },
    ],
    flags: DOMAIN_FLAG,
    parse: ({ positionals, flags }) => ({
      domain: flags.domain,
      encId: readOfferId(positionals, 'offers cancel OFFER [--domain D]'),
    }),
    run: async (context, args) => {
      const { scope } = await scopeOf(context, args.domain);
      const offer = await cancelOffer(scope, args.encId);
      context.out(`Canceled offer ${offer.encId}.`);
    },
  }),
  defineCommand({
    name: 'offers list',
    help: [{ usage: 'offers list', about: ["the group's offers"] }],
    flags: DOMAIN_FLAG,
    parse: ({ positionals, flags }) => {
      if (positionals.length > 0) throw new UsageError('offers list [--domain D]');
      return { domain: flags.domain };
    },
    run: async (context, args) => {
      const { domain, scope } = await scopeOf(context, args.domain);
      const offers = await listOffersOfGroup(scope);
      if (offers.length === 0) context.out(`No offers in ${domain}.`);
      for (const offer of offers) {
        context.out(
          `${offer.encId}  ${offer.status.padEnd(17)}  ${offer.candidateEmail}  ${offer.positionTitle}`,
        );
      }
    },
  }),
  defineCommand({
    name: 'offers show',
    help: [{ usage: 'offers show OFFER', about: ['one offer, its documents and its audit trail'] }],
    flags: DOMAIN_FLAG,
    parse: ({ positionals, flags }) => ({
      domain: flags.domain,
      encId: readOfferId(positionals, 'offers show OFFER [--domain D]'),
    }),
    run: async (context, args) => {
      const { scope } = await scopeOf(context, args.domain);
      const offer = await findOfferOfGroup(scope, args.encId);
      for (const line of describeOffer(offer)) context.out(line);
      for (const line of await offerTrail(context.db, offer)) context.out(line);
    },
  }),
  defineCommand({
    name: 'offers verify',
    help: [
      {
        usage: 'offers verify FILE',
        about: ['whether a signed PDF is one we produced, unmodified'],
      },
    ],
    // --domain is taken, as by the other offer commands; the site must exist.
    flags: DOMAIN_FLAG,
    parse: ({ positionals, flags }) => {
      const [file] = positionals;
      if (!file || positionals.length > 1) throw new UsageError('offers verify FILE');
      return { domain: flags.domain, file };
    },
    run: async (context, args) => {
      await siteOf(context, args.domain);
      const env = context.env ?? parseEnv();
      const certificate = await loadSealCertificate({
        dataDir: env.DATA_DIR,
        certificatePath: env.ESIGN_CERT_PATH,
        passphrase: env.ESIGN_CERT_PASSPHRASE,
      });
      const report = await verifySignedDocument(context.db, certificate, await readPdf(args.file));
      for (const check of report.checks) {
        context.out(`${check.ok ? 'ok  ' : 'FAIL'}  ${check.name}: ${check.detail}`);
      }
      context.out(report.summary);
      // Its findings are printed: exit 1 without more words.
      if (!report.ours) throw new CheckFailed('The check failed.');
    },
  }),
];
