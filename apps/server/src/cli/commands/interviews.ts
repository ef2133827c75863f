import { readFile } from 'node:fs/promises';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@careers/contracts';
import {
  cancelInterviewByEmployer,
  importInterviewOffers,
  listInterviewsForEmployer,
  offerInterviewSlots,
  readEvery,
  readInterviewImport,
  recordInterviewOutcome,
  scheduleInterview,
  windowTimes,
  type ListedInterview,
  type SlotOffer,
} from '../../modules/interviews/interviews.public';
import { POSITION_ID, readDay, readInstant, UUID } from '../arguments';
import { defineCommand, DOMAIN_FLAG, siteOf } from '../command';
import { UsageError } from '../errors';

// The employer schedules interviews, offers times to choose, cancels, records outcomes and lists
// them with their history (docs/employer-cli.md, "Interviews").

const SCHEDULE_USAGE =
  'interviews schedule --application ID --at ISO --duration M [--link URL] [--location TEXT] [--interviewers "A,B"] [--time-zone ZONE] [--domain D]';
const OFFER_USAGE = [
  'interviews offer-slots (--application ID | --position ID --stage STATUS)',
  '(--slot ISO … | --window FROM/TO --every 30m) --duration M [--interviewers "A,B"]',
  '[--time-zone ZONE] [--location TEXT | --link URL] [--book-by DATE] [--domain D]',
];
const IMPORT_USAGE = 'interviews import FILE.json [--domain D]';
const LIST_USAGE = 'interviews list [--application ID | --position ID] [--domain D]';
const CANCEL_USAGE = 'interviews cancel ID [--reason TEXT] [--domain D]';
const OUTCOME_USAGE = 'interviews outcome ID completed|no-show [--domain D]';

const PLACE_FLAGS = {
  link: { type: 'string' },
  location: { type: 'string' },
  interviewers: { type: 'string' },
  'time-zone': { type: 'string' },
} as const;

function readPlace(flags: {
  link?: string;
  location?: string;
  interviewers?: string;
  'time-zone'?: string;
}) {
  if (flags.link !== undefined && flags.location !== undefined) {
    throw new UsageError('Give --location or --link, not both');
  }
  return {
    joinUrl: flags.link ?? null,
    location: flags.location ?? '',
    interviewers: (flags.interviewers ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    interviewerTimeZone: flags['time-zone'] ?? 'UTC',
  };
}

const readMinutes = (value: string) => {
  if (!/^\d{1,3}$/.test(value)) throw new UsageError('--duration must be minutes');
  return Number(value);
};

const readInterviewId = (value: string | undefined, usage: string) => {
  if (!value || !/^\d{1,15}$/.test(value)) throw new UsageError(usage);
  return Number(value);
};

// --book-by: a day (its end, UTC) or an instant.
const readBookBy = (value: string | undefined) =>
  value === undefined
    ? null
    : /T/.test(value)
      ? readInstant(value, '--book-by')
      : readDay('--book-by', value);

function offeredTimes(
  flags: {
    slot?: string[];
    window?: string;
    every?: string;
  },
  duration: number,
): Date[] {
  if ((flags.slot === undefined) === (flags.window === undefined)) {
    throw new UsageError('Give --slot (one or more) or --window with --every');
  }
  if (flags.slot) return flags.slot.map((slot) => readInstant(slot, '--slot'));
  const [from, to, extra] = (flags.window ?? '').split('/');
  if (!from || !to || extra !== undefined) throw new UsageError('--window must be FROM/TO');
  const every = readEvery(flags.every ?? '');
  if (every === null)
    throw new UsageError('--every must be like 30m, 1h or 1h30m (5 minutes at least)');
  const times = windowTimes(
    readInstant(from, '--window'),
    readInstant(to, '--window'),
    every,
    duration,
  );
  if (!times) throw new UsageError('--window holds more times than one offer can; narrow it');
  if (times.length === 0) throw new UsageError('--window is too short for one interview');
  return times;
}

function describe(listed: ListedInterview): string {
  const { interview } = listed;
  const when = interview.startsAt?.toISOString() ?? 'no time yet';
  const lines = [
    `${interview.id}  ${interview.status.padEnd(22)} ${when}  ${listed.candidateEmail}  ${listed.positionTitle}  (application ${interview.applicationId})`,
  ];
  for (const event of listed.events) {
    const at = event.startsAt ? ` → ${event.startsAt.toISOString()}` : '';
    const reason = event.reason ? `  “${event.reason}”` : '';
    lines.push(`    ${event.at.toISOString()}  ${event.kind} by ${event.by}${at}${reason}`);
  }
  return lines.join('\n');
}

export const interviewsCommands = [
  defineCommand({
    name: 'interviews schedule',
    help: [
      {
        usage: SCHEDULE_USAGE,
        about: [
          'schedule an interview at a time (ISO: 2026-12-01T14:30:00Z',
          'or with an offset); the candidate is notified',
        ],
      },
    ],
    flags: {
      application: { type: 'string' },
      at: { type: 'string' },
      duration: { type: 'string' },
      ...PLACE_FLAGS,
      ...DOMAIN_FLAG,
    },
    parse: ({ positionals, flags }) => {
      const { application: id, at, duration } = flags;
      if (positionals.length > 0 || !id || !at || !duration) throw new UsageError(SCHEDULE_USAGE);
      if (!UUID.test(id)) throw new UsageError("--application needs an application's id");
      return {
        domain: flags.domain,
        applicationId: id,
        startsAt: readInstant(at),
        durationMinutes: readMinutes(duration),
        ...readPlace(flags),
      };
    },
    run: async (context, { domain, ...input }) => {
      const { site } = await siteOf(context, domain);
      const interview = await scheduleInterview(context.db, site, input, context.now());
      context.out(
        `Scheduled interview ${interview.id} at ${input.startsAt.toISOString()} for ${interview.durationMinutes} minutes; the candidate was notified.`,
      );
    },
  }),
  defineCommand({
    name: 'interviews offer-slots',
    help: [
      {
        usage: OFFER_USAGE,
        about: [
          'offer times to choose from, to one candidate or to every',
          'candidate at a stage of a position; each gets "Choose a time"',
        ],
      },
    ],
    flags: {
      application: { type: 'string' },
      position: { type: 'string' },
      stage: { type: 'string' },
      slot: { type: 'string', multiple: true },
      window: { type: 'string' },
      every: { type: 'string' },
      duration: { type: 'string' },
      'book-by': { type: 'string' },
      ...PLACE_FLAGS,
      ...DOMAIN_FLAG,
    },
    parse: ({ positionals, flags }): { domain: string | undefined; offer: SlotOffer } => {
      if (positionals.length > 0 || !flags.duration) throw new UsageError(OFFER_USAGE.join(' '));
      let target: SlotOffer['target'];
      if (flags.application !== undefined) {
        if (flags.position !== undefined || flags.stage !== undefined) {
          throw new UsageError('Give --application, or --position with --stage, not both');
        }
        if (!UUID.test(flags.application)) {
          throw new UsageError("--application needs an application's id");
        }
        target = { applicationId: flags.application };
      } else {
        if (!flags.position || !POSITION_ID.test(flags.position)) {
          throw new UsageError('Give --application ID, or --position ID with --stage STATUS');
        }
        if (!APPLICATION_STATUSES.includes(flags.stage as ApplicationStatus)) {
          throw new UsageError(`--stage must be one of: ${APPLICATION_STATUSES.join(', ')}`);
        }
        target = { positionId: Number(flags.position), stage: flags.stage as ApplicationStatus };
      }
      const durationMinutes = readMinutes(flags.duration);
      return {
        domain: flags.domain,
        offer: {
          target,
          slots: offeredTimes(flags, durationMinutes).map((startsAt) => ({
            startsAt,
            durationMinutes,
          })),
          bookBy: readBookBy(flags['book-by']),
          ...readPlace(flags),
        },
      };
    },
    run: async (context, { domain, offer }) => {
      const { site } = await siteOf(context, domain);
      const offered = await offerInterviewSlots(context.db, site, offer, context.now());
      for (const entry of offered) {
        context.out(
          entry.added
            ? `Added ${offer.slots.length} times to interview ${entry.interviewId} (application ${entry.applicationId}); the candidate was told.`
            : `Offered ${offer.slots.length} times as interview ${entry.interviewId} (application ${entry.applicationId}); the candidate was asked to choose.`,
        );
      }
    },
  }),
  defineCommand({
    name: 'interviews import',
    help: [
      {
        usage: IMPORT_USAGE,
        about: ['offer times from a JSON file, as offer-slots does, all or', 'nothing'],
      },
    ],
    flags: { ...DOMAIN_FLAG },
    parse: ({ positionals, flags }) => {
      const [file, ...rest] = positionals;
      if (!file || rest.length > 0) throw new UsageError(IMPORT_USAGE);
      return { file, domain: flags.domain };
    },
    run: async (context, { file, domain }) => {
      const text = await readFile(file, 'utf8').catch(() => {
        throw new UsageError(`Cannot read ${file}`);
      });
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new UsageError(`${file} is not JSON`);
      }
      const offers = readInterviewImport(json);
      const { site } = await siteOf(context, domain);
      const made = await importInterviewOffers(context.db, site, offers, context.now());
      context.out(`Offered times for ${made.length} interviews; each candidate was told.`);
    },
  }),
  defineCommand({
    name: 'interviews list',
    help: [
      {
        usage: LIST_USAGE,
        about: ['each interview, newest first, with its offers, bookings,', 'changes and reasons'],
      },
    ],
    flags: { application: { type: 'string' }, position: { type: 'string' }, ...DOMAIN_FLAG },
    parse: ({ positionals, flags }) => {
      if (positionals.length > 0) throw new UsageError(LIST_USAGE);
      if (flags.application !== undefined && !UUID.test(flags.application)) {
        throw new UsageError("--application needs an application's id");
      }
      if (flags.position !== undefined && !POSITION_ID.test(flags.position)) {
        throw new UsageError('--position needs a position id');
      }
      return {
        domain: flags.domain,
        applicationId: flags.application,
        positionId: flags.position === undefined ? undefined : Number(flags.position),
      };
    },
    run: async (context, { domain, ...filter }) => {
      const { group } = await siteOf(context, domain);
      const listed = await listInterviewsForEmployer(context.db, group.id, filter);
      if (listed.length === 0) context.out('No interviews.');
      for (const entry of listed) context.out(describe(entry));
    },
  }),
  defineCommand({
    name: 'interviews cancel',
    help: [{ usage: CANCEL_USAGE, about: ['call an interview off; the candidate is told'] }],
    flags: { reason: { type: 'string' }, ...DOMAIN_FLAG },
    parse: ({ positionals, flags }) => {
      const [id, ...rest] = positionals;
      if (rest.length > 0) throw new UsageError(CANCEL_USAGE);
      return {
        domain: flags.domain,
        interviewId: readInterviewId(id, CANCEL_USAGE),
        reason: (flags.reason ?? '').trim(),
      };
    },
    run: async (context, { domain, ...input }) => {
      const { site } = await siteOf(context, domain);
      const interview = await cancelInterviewByEmployer(context.db, site, input, context.now());
      context.out(`Cancelled interview ${interview.id}.`);
    },
  }),
  defineCommand({
    name: 'interviews outcome',
    help: [
      {
        usage: OUTCOME_USAGE,
        about: ['record that an interview took place, or', 'that the candidate did not come'],
      },
    ],
    flags: { ...DOMAIN_FLAG },
    parse: ({ positionals, flags }) => {
      const [id, outcome, ...rest] = positionals;
      if (rest.length > 0 || (outcome !== 'completed' && outcome !== 'no-show')) {
        throw new UsageError(OUTCOME_USAGE);
      }
      return {
        domain: flags.domain,
        interviewId: readInterviewId(id, OUTCOME_USAGE),
        outcome: outcome === 'no-show' ? ('no_show' as const) : ('completed' as const),
      };
    },
    run: async (context, { domain, ...input }) => {
      const { group } = await siteOf(context, domain);
      const interview = await recordInterviewOutcome(context.db, group.id, input, context.now());
      context.out(`Interview ${interview.id} is now ${interview.status}.`);
    },
  }),
];
