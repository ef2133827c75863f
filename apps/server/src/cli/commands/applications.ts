import { APPLICATION_STATUSES } from '@careers/contracts';
import {
  EXTENSION_DAYS,
  extendApplication,
  listApplicationsOfGroup,
  listDueApplications,
  moveApplication,
  resolveStages,
  stageOf,
} from '../../modules/applications/applications.public';
import { UUID } from '../arguments';
import { defineCommand, DOMAIN_FLAG, siteOf } from '../command';
import { UsageError } from '../errors';

// The employer moves applications along, with a reason when rejecting, gives the team more time
// and lists what is due (docs/employer-cli.md, "Applications";
// docs/product/application-follow-up.md).

const STATUS_USAGE = `applications status ID STATUS [--reason ID] [--note TEXT] [--domain D] (STATUS: ${APPLICATION_STATUSES.join(', ')})`;
const EXTEND_USAGE = 'applications extend ID --days N [--note TEXT] [--domain D]';
const OVERDUE_USAGE = 'applications overdue [--within-days N] [--domain D]';

const day = (at: Date) => at.toISOString().slice(0, 10);

function readWholeNumber(value: string, flag: string, min: number, max: number): number {
  if (!/^\d{1,4}$/.test(value.trim()) || Number(value) < min || Number(value) > max) {
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}`);
  }
  return Number(value);
}
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
      const stages = resolveStages(group.configs.pcsxConfig.applicationFollowUpConfig.stages, 'en');
      if (rows.length === 0) context.out(`No applications in ${domain}.`);
      for (const row of rows) {
        const stage = stageOf(stages, row.status).label;
        context.out(
          `${row.id}  ${row.status.padEnd(12)}  ${stage.padEnd(20)}  ${day(row.submittedAt)}  ${row.candidateEmail}  #${row.positionId} ${row.positionTitle}`,
        );
      }
    },
  }),
  defineCommand({
    name: 'applications status',
    help: [
      {
        usage: 'applications status ID STATUS [--reason ID] [--note TEXT] [--domain D]',
        about: [
          'move an application on (the candidate is notified);',
          `STATUS is one of: ${APPLICATION_STATUSES.join(', ')};`,
          "--reason (one of the group's rejectionReasons) and --note go only with Rejected",
        ],
      },
    ],
    flags: { ...DOMAIN_FLAG, reason: { type: 'string' }, note: { type: 'string' } },
    parse: ({ positionals, flags }) => {
      const [id, status] = positionals;
      if (!id || !status || positionals.length > 2 || !UUID.test(id)) {
        throw new UsageError(STATUS_USAGE);
      }
      // Any case: `in review`.
      const known = APPLICATION_STATUSES.find(
        (value) => value.toLowerCase() === status.trim().toLowerCase(),
      );
      if (!known) throw new UsageError(STATUS_USAGE);
      if ((flags.reason !== undefined || flags.note !== undefined) && known !== 'Rejected') {
        throw new UsageError('--reason and --note go only with Rejected');
      }
      return {
        domain: flags.domain,
        applicationId: id,
        status: known,
        reasonId: flags.reason ?? null,
        note: flags.note ?? null,
      };
    },
    run: async (context, args) => {
      const { site } = await siteOf(context, args.domain);
      const moved = await moveApplication(
        context.db,
        site,
        args.applicationId,
        args.status,
        context.now(),
        { reasonId: args.reasonId, note: args.note },
      );
      context.out(
        moved.changed
          ? `Application ${moved.id} is now ${moved.status}; the candidate was notified.`
          : `Application ${moved.id} was already ${moved.status}; nothing changed.`,
      );
    },
  }),
  defineCommand({
    name: 'applications extend',
    help: [
      {
        usage: EXTEND_USAGE,
        about: [
          `give the team N more days from now (${EXTENSION_DAYS.min}–${EXTENSION_DAYS.max}): not closed before`,
          'then, the candidate is told the new date; the note shows in their timeline',
        ],
      },
    ],
    flags: { ...DOMAIN_FLAG, days: { type: 'string' }, note: { type: 'string' } },
    parse: ({ positionals, flags }) => {
      const [id] = positionals;
      if (!id || positionals.length > 1 || !UUID.test(id) || flags.days === undefined) {
        throw new UsageError(EXTEND_USAGE);
      }
      return {
        domain: flags.domain,
        applicationId: id,
        days: readWholeNumber(flags.days, '--days', EXTENSION_DAYS.min, EXTENSION_DAYS.max),
        note: flags.note ?? null,
      };
    },
    run: async (context, args) => {
      const { site } = await siteOf(context, args.domain);
      const extended = await extendApplication(
        context.db,
        site,
        args.applicationId,
        { days: args.days, note: args.note },
        context.now(),
      );
      context.out(
        `Application ${extended.id}: expect an update by ${day(extended.expectedBy)}; the candidate was notified.`,
      );
    },
  }),
  defineCommand({
    name: 'applications overdue',
    help: [
      {
        usage: OVERDUE_USAGE,
        about: [
          'the active applications whose "expect an update by" date has passed or falls within',
          'N days (2 by default), the soonest first',
        ],
      },
    ],
    flags: { ...DOMAIN_FLAG, 'within-days': { type: 'string' } },
    parse: ({ positionals, flags }) => {
      if (positionals.length > 0) throw new UsageError(OVERDUE_USAGE);
      const within = flags['within-days'];
      return {
        domain: flags.domain,
        withinDays: within === undefined ? 2 : readWholeNumber(within, '--within-days', 0, 365),
      };
    },
    run: async (context, args) => {
      const { domain, group } = await siteOf(context, args.domain);
      const rows = await listDueApplications(context.db, group, {
        withinDays: args.withinDays,
        now: context.now(),
      });
      if (rows.length === 0) {
        context.out(`No application in ${domain} is due within ${args.withinDays} days.`);
      }
      for (const row of rows) {
        const when =
          row.daysOver > 0
            ? `${row.daysOver} ${row.daysOver === 1 ? 'day' : 'days'} over`
            : row.daysOver === 0
              ? 'due today'
              : `${-row.daysOver} ${row.daysOver === -1 ? 'day' : 'days'} left`;
        context.out(
          `${row.id}  ${row.stageLabel.padEnd(20)}  ${day(row.expectedBy)}  ${when.padEnd(12)}  ${row.candidateEmail}  #${row.positionId} ${row.positionTitle}`,
        );
      }
    },
  }),
];
