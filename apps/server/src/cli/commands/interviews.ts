import { scheduleInterview } from '../../modules/interviews/interviews.public';
import { readInstant, UUID } from '../arguments';
import { defineCommand, DOMAIN_FLAG, siteOf } from '../command';
import { UsageError } from '../errors';

const SCHEDULE_USAGE =
  'interviews schedule --application ID --at ISO --duration M [--link URL] [--location TEXT] [--domain D]';

// The employer schedules interviews.
export const interviewsCommands = [
  defineCommand({
    name: 'interviews schedule',
    help: [
      {
        usage: SCHEDULE_USAGE,
        about: [
          'schedule an interview (ISO: 2026-12-01T14:30:00Z or with',
          'an offset); the candidate is notified',
        ],
      },
    ],
    flags: {
      application: { type: 'string' },
      at: { type: 'string' },
      duration: { type: 'string' },
      link: { type: 'string' },
      location: { type: 'string' },
      ...DOMAIN_FLAG,
    },
    parse: ({ positionals, flags }) => {
      const { application: id, at, duration } = flags;
      if (positionals.length > 0 || !id || !at || !duration) throw new UsageError(SCHEDULE_USAGE);
      if (!UUID.test(id)) throw new UsageError("--application needs an application's id");
      const startsAt = readInstant(at);
      if (!/^\d{1,3}$/.test(duration)) throw new UsageError('--duration must be minutes');
      return {
        domain: flags.domain,
        applicationId: id,
        startsAt,
        durationMinutes: Number(duration),
        joinUrl: flags.link ?? null,
        location: flags.location ?? '',
      };
    },
    run: async (context, { domain, ...input }) => {
      const { site } = await siteOf(context, domain);
      const interview = await scheduleInterview(context.db, site, input, context.now());
      context.out(
        `Scheduled interview ${interview.id} at ${interview.startsAt.toISOString()} for ${interview.durationMinutes} minutes; the candidate was notified.`,
      );
    },
  }),
];
