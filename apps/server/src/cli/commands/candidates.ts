import { createCandidate, showCandidate } from '../../modules/candidates/candidates.public';
import { defineCommand } from '../command';
import { UsageError } from '../errors';

// `<domain> <email>`, the e-mail address in lower case.
function readCandidate(sub: string, positionals: readonly string[]) {
  const [domain, email] = positionals;
  if (!domain || !email || positionals.length > 2 || !email.includes('@')) {
    throw new UsageError(`candidate ${sub} <domain> <email>`);
  }
  return { domain, email: email.trim().toLowerCase() };
}

// The candidate as JSON, without the id of their group.
const describe = (candidate: object) =>
  JSON.stringify({ ...candidate, groupId: undefined }, null, 2);

export const candidateCommands = [
  defineCommand({
    name: 'candidate create',
    help: [{ usage: 'candidate create <domain> <email> [--first-name X] [--last-name Y]' }],
    flags: { 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
    parse: ({ positionals, flags }) => ({
      ...readCandidate('create', positionals),
      firstName: flags['first-name'] ?? '',
      lastName: flags['last-name'] ?? '',
    }),
    run: async ({ db, out }, { domain, email, firstName, lastName }) => {
      out(describe(await createCandidate(db, domain, email, { firstName, lastName })));
    },
  }),
  defineCommand({
    name: 'candidate show',
    help: [{ usage: 'candidate show <domain> <email>' }],
    parse: ({ positionals }) => readCandidate('show', positionals),
    run: async ({ db, out }, { domain, email }) => {
      out(describe(await showCandidate(db, domain, email)));
    },
  }),
];
