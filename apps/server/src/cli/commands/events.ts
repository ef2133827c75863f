import {
  createCareerEvent,
  listEventsOfGroup,
  registerCandidateForEvent,
} from '../../modules/events/events.public';
import { readInstant } from '../arguments';
import { defineCommand, DOMAIN_FLAG, siteOf } from '../command';
import { UsageError } from '../errors';

const CREATE_USAGE =
  'events create --title T --at ISO --duration M [--location TEXT] [--link URL] [--description TEXT] [--domain D]';

// Career events candidates register for.
export const eventsCommands = [
  defineCommand({
    name: 'events create',
    help: [
      {
        usage: [
          'events create --title T --at ISO --duration M [--location TEXT] [--link URL]',
          '[--description TEXT] [--domain D]',
        ],
        about: ['an event candidates can register for'],
      },
    ],
    flags: {
      title: { type: 'string' },
      at: { type: 'string' },
      duration: { type: 'string' },
      location: { type: 'string' },
      link: { type: 'string' },
      description: { type: 'string' },
      ...DOMAIN_FLAG,
    },
    parse: ({ positionals, flags }) => {
      const { title, at, duration } = flags;
      if (positionals.length > 0 || !title || !at || !duration) throw new UsageError(CREATE_USAGE);
      if (!/^\d{1,5}$/.test(duration)) throw new UsageError('--duration must be minutes');
      return {
        domain: flags.domain,
        title,
        description: flags.description ?? '',
        startsAt: readInstant(at),
        durationMinutes: Number(duration),
        joinUrl: flags.link ?? null,
        location: flags.location ?? '',
      };
    },
    run: async (context, { domain, ...input }) => {
      const { group } = await siteOf(context, domain);
      const event = await createCareerEvent(context.db, group, input, context.now());
      context.out(`Created event ${event.id}: ${event.title} at ${event.startsAt.toISOString()}.`);
    },
  }),
  defineCommand({
    name: 'events list',
    help: [
      { usage: 'events list [--domain D]', about: ["the group's events with how many registered"] },
    ],
    flags: DOMAIN_FLAG,
    parse: ({ positionals, flags }) => {
      if (positionals.length > 0) throw new UsageError('events list [--domain D]');
      return { domain: flags.domain };
    },
    run: async (context, args) => {
      const { domain, group } = await siteOf(context, args.domain);
      const rows = await listEventsOfGroup(context.db, group);
      if (rows.length === 0) context.out(`No events in ${domain}.`);
      for (const { event, registered } of rows) {
        context.out(
          `${event.id}  ${event.startsAt.toISOString()}  ${registered} registered  ${event.title}`,
        );
      }
    },
  }),
  defineCommand({
    name: 'events register',
    help: [
      {
        usage: 'events register --event ID --candidate EMAIL [--domain D]',
        about: ['register a candidate (who is notified)'],
      },
    ],
    flags: { event: { type: 'string' }, candidate: { type: 'string' }, ...DOMAIN_FLAG },
    parse: ({ positionals, flags }) => {
      const { event, candidate: email } = flags;
      if (positionals.length > 0 || !event || !email || !/^\d{1,15}$/.test(event)) {
        throw new UsageError('events register --event ID --candidate EMAIL [--domain D]');
      }
      return { domain: flags.domain, eventId: Number(event), email };
    },
    run: async (context, { domain, eventId, email }) => {
      const { site } = await siteOf(context, domain);
      await registerCandidateForEvent(context.db, site, email, eventId, context.now());
      context.out(`${email} is registered for event ${eventId}.`);
    },
  }),
];
