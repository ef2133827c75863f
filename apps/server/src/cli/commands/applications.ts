import { APPLICATION_STATUSES } from '@careers/contracts';
import {
  listApplicationsOfGroup,
  moveApplication,
} from '../../modules/applications/applications.public';
import { UUID } from '../arguments';
import { defineCommand, DOMAIN_FLAG, siteOf } from '../command';
import { UsageError } from '../errors';

// The employer moves applications along.
export const applicationsCommands = [
  defineCommand({
    name: 'applications list',
    help: [
      {
        usage: 'applications list [--domain D]',
        about: ["the group's applications, newest first"],
      },
    ],
    flags: DOMAIN_FLAG,
    parse: ({ positionals, flags }) => {
      if (positionals.length > 0) throw new UsageError('applications list [--domain D]');
      return { domain: flags.domain };
    },
    run: async (context, args) => {
      const { domain, group } = await siteOf(context, args.domain);
      const rows = await listApplicationsOfGroup(context.db, group.id);
      if (rows.length === 0) context.out(`No applications in ${domain}.`);
      for (const row of rows) {
        context.out(
          `${row.id}  ${row.status.padEnd(12)}  ${row.submittedAt.toISOString().slice(0, 10)}  ${row.candidateEmail}  #${row.positionId} ${row.positionTitle}`,
        );
      }
    },
  }),
  defineCommand({
    name: 'applications status',
    help: [
      {
        usage: 'applications status ID STATUS [--domain D]',
        about: [
          'move an application on (the candidate is notified);',
          `STATUS is one of: ${APPLICATION_STATUSES.join(', ')}`,
        ],
      },
    ],
    flags: DOMAIN_FLAG,
    parse: ({ positionals, flags }) => {
      const usage = `applications status ID STATUS [--domain D] (STATUS: ${APPLICATION_STATUSES.join(', ')})`;
      const [id, status] = positionals;
      if (!id || !status || positionals.length > 2 || !UUID.test(id)) throw new UsageError(usage);
      // Any case: `in review`.
      const known = APPLICATION_STATUSES.find(
        (value) => value.toLowerCase() === status.trim().toLowerCase(),
      );
      if (!known) throw new UsageError(usage);
      return { domain: flags.domain, applicationId: id, status: known };
    },
    run: async (context, args) => {
      const { site } = await siteOf(context, args.domain);
      const moved = await moveApplication(
        context.db,
        site,
        args.applicationId,
        args.status,
        context.now(),
      );
      context.out(
        moved.changed
          ? `Application ${moved.id} is now ${moved.status}; the candidate was notified.`
          : `Application ${moved.id} was already ${moved.status}; nothing changed.`,
      );
    },
  }),
];
