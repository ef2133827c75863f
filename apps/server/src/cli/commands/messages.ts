import { APPLICATION_MESSAGE_MAX_LENGTH } from '@careers/contracts';
import {
  listMessageThreads,
  replyToThread,
  showMessageThread,
} from '../../modules/application-messages/application-messages.public';
import { UUID } from '../arguments';
import { defineCommand, DOMAIN_FLAG, siteOf } from '../command';
import { UsageError } from '../errors';

// The recruiting team reads and answers candidates' questions about their applications
// (docs/employer-cli.md, "Questions about applications").

const LIST_USAGE = 'messages list [--unanswered] [--domain D]';
const SHOW_USAGE = 'messages show APPLICATION_ID [--domain D]';
const REPLY_USAGE = 'messages reply APPLICATION_ID TEXT [--domain D]';

const readApplicationId = (value: string | undefined, usage: string) => {
  if (!value) throw new UsageError(usage);
  if (!UUID.test(value)) throw new UsageError(`${value} is not an application's id`);
  return value;
};

export const messagesCommands = [
  defineCommand({
    name: 'messages list',
    help: [
      {
        usage: LIST_USAGE,
        about: [
          'conversations about applications, the newest message first;',
          "--unanswered: those whose last message is the candidate's",
        ],
      },
    ],
    flags: { unanswered: { type: 'boolean' }, ...DOMAIN_FLAG },
    parse: ({ positionals, flags }) => {
      if (positionals.length > 0) throw new UsageError(LIST_USAGE);
      return { domain: flags.domain, unanswered: flags.unanswered === true };
    },
    run: async (context, args) => {
      const { domain, group } = await siteOf(context, args.domain);
      const threads = await listMessageThreads(context.db, group, { unanswered: args.unanswered });
      if (threads.length === 0) {
        context.out(
          args.unanswered ? `No unanswered questions in ${domain}.` : `No messages in ${domain}.`,
        );
      }
      for (const thread of threads) {
        const waiting = thread.lastAuthor === 'candidate' ? 'unanswered' : 'answered';
        const unread = thread.unread > 0 ? `, ${thread.unread} unread` : '';
        context.out(
          `${thread.applicationId}  ${thread.lastAt.toISOString()}  ${waiting.padEnd(10)}  ${thread.candidateEmail}  ${thread.positionTitle}  (${thread.messages} messages${unread})`,
        );
      }
    },
  }),
  defineCommand({
    name: 'messages show',
    help: [
      {
        usage: SHOW_USAGE,
        about: ["an application's conversation, oldest first; marks the candidate's read"],
      },
    ],
    flags: DOMAIN_FLAG,
    parse: ({ positionals, flags }) => {
      if (positionals.length !== 1) throw new UsageError(SHOW_USAGE);
      return { domain: flags.domain, applicationId: readApplicationId(positionals[0], SHOW_USAGE) };
    },
    run: async (context, args) => {
      const { group } = await siteOf(context, args.domain);
      const thread = await showMessageThread(context.db, group, args.applicationId, context.now());
      const { application } = thread;
      context.out(
        `Application ${application.id}: ${thread.candidateEmail}, ${application.positionTitle} (${application.status})`,
      );
      if (thread.messages.length === 0) context.out('No messages yet.');
      for (const message of thread.messages) {
        const who = message.author === 'employer' ? 'You' : thread.candidateEmail;
        const isNew = message.author === 'candidate' && message.readAt === null ? '  [new]' : '';
        const file = message.file
          ? `\n    Attachment: ${message.file.name} (${message.file.contentType}, ${message.file.size} bytes)`
          : '';
        const body = message.body.replace(/\n/g, '\n    ');
        context.out(`${message.createdAt.toISOString()}  ${who}${isNew}\n    ${body}${file}`);
      }
    },
  }),
  defineCommand({
    name: 'messages reply',
    help: [
      {
        usage: REPLY_USAGE,
        about: [
          `answer a candidate's question (1 to ${APPLICATION_MESSAGE_MAX_LENGTH} characters);`,
          'only that candidate is notified',
        ],
      },
    ],
    flags: DOMAIN_FLAG,
    parse: ({ positionals, flags }) => {
      if (positionals.length !== 2) throw new UsageError(REPLY_USAGE);
      const applicationId = readApplicationId(positionals[0], REPLY_USAGE);
      const text = (positionals[1] ?? '').trim();
      if (text.length === 0 || text.length > APPLICATION_MESSAGE_MAX_LENGTH) {
        throw new UsageError(`TEXT must be 1 to ${APPLICATION_MESSAGE_MAX_LENGTH} characters`);
      }
      return { domain: flags.domain, applicationId, text };
    },
    run: async (context, args) => {
      const { site } = await siteOf(context, args.domain);
      const sent = await replyToThread(
        context.db,
        site,
        args.applicationId,
        args.text,
        context.now(),
      );
      context.out(
        `Answered application ${args.applicationId}; ${sent.candidateEmail} was notified.`,
      );
    },
  }),
];
