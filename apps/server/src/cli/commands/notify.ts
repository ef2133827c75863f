import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@careers/contracts';
import { notifyCandidateByEmail } from '../../modules/notifications/notifications.public';
import { defineCommand, DOMAIN_FLAG, siteOf } from '../command';
import { UsageError } from '../errors';

const NOTIFY_USAGE =
  'notify --candidate EMAIL --category C --message TEXT [--action-required] [--url URL] [--domain D]';

const isCategory = (value: string | undefined): value is NotificationCategory =>
  (NOTIFICATION_CATEGORIES as readonly (string | undefined)[]).includes(value);

export const notifyCommands = [
  defineCommand({
    name: 'notify',
    help: [
      {
        usage: NOTIFY_USAGE,
        about: [
          'notify a candidate (in the bell, and by e-mail unless they',
          `turned it off); C is one of ${NOTIFICATION_CATEGORIES.join(', ')};`,
          "URL is a path of the site or an allowed origin's address",
        ],
      },
    ],
    flags: {
      candidate: { type: 'string' },
      category: { type: 'string' },
      message: { type: 'string' },
      'action-required': { type: 'boolean' },
      url: { type: 'string' },
      ...DOMAIN_FLAG,
    },
    parse: ({ positionals, flags }) => {
      const email = flags.candidate?.trim().toLowerCase();
      const { category, message } = flags;
      if (positionals.length > 0 || !email?.includes('@') || !message) {
        throw new UsageError(NOTIFY_USAGE);
      }
      if (!isCategory(category)) {
        throw new UsageError(`--category must be one of ${NOTIFICATION_CATEGORIES.join(', ')}`);
      }
      return {
        domain: flags.domain,
        email,
        category,
        message,
        actionRequired: flags['action-required'] === true,
        url: flags.url,
      };
    },
    run: async (context, args) => {
      const { domain, site } = await siteOf(context, args.domain);
      const row = await notifyCandidateByEmail(context.db, site, args.email, {
        category: args.category,
        type: args.actionRequired ? 'action_required' : 'informational',
        message: { text: args.message },
        redirectUrl: args.url ?? null,
      });
      context.out(`Notified ${args.email} in ${domain} (notification ${row.id}).`);
    },
  }),
];
