import { surveyReport } from '../../modules/application-messages/application-messages.public';
import { readDay } from '../arguments';
import { defineCommand, DOMAIN_FLAG, siteOf } from '../command';
import { UsageError } from '../errors';

// What candidates said of applying ("How was it?", docs/employer-cli.md).

const REPORT_USAGE = 'survey report [--since YYYY-MM-DD] [--domain D]';

export const surveyCommands = [
  defineCommand({
    name: 'survey report',
    help: [
      {
        usage: REPORT_USAGE,
        about: [
          'per position and stage: answers, average rating (1-5) and comments;',
          'a candidate is named only where they chose to share',
        ],
      },
    ],
    flags: { since: { type: 'string' }, ...DOMAIN_FLAG },
    parse: ({ positionals, flags }) => {
      if (positionals.length > 0) throw new UsageError(REPORT_USAGE);
      // From the start of that day (UTC).
      const end = readDay('--since', flags.since);
      const since = end === null ? null : new Date(`${flags.since ?? ''}T00:00:00Z`);
      return { domain: flags.domain, since };
    },
    run: async (context, args) => {
      const { domain, group } = await siteOf(context, args.domain);
      const report = await surveyReport(context.db, group, args.since);
      if (report.length === 0) {
        context.out(`No answers in ${domain}${args.since ? ' since then' : ''}.`);
      }
      for (const entry of report) {
        context.out(
          `#${entry.position.id} ${entry.position.title} — stage ${entry.stageId}: ${entry.count} ${entry.count === 1 ? 'answer' : 'answers'}, average ${entry.average.toFixed(1)}`,
        );
        for (const comment of entry.comments) {
          context.out(`    “${comment.text}” — ${comment.by ?? '(anonymous)'}`);
        }
      }
    },
  }),
];
