import { addReferral } from '../../modules/referrals/referrals.public';
import { POSITION_ID } from '../arguments';
import { defineCommand, DOMAIN_FLAG, siteOf } from '../command';
import { UsageError } from '../errors';

const ADD_USAGE = 'referrals add --candidate EMAIL --position ID --referrer NAME [--domain D]';

// The employer records who referred a candidate.
export const referralsCommands = [
  defineCommand({
    name: 'referrals add',
    help: [{ usage: ADD_USAGE, about: ['record a referral (the candidate is notified)'] }],
    flags: {
      candidate: { type: 'string' },
      position: { type: 'string' },
      referrer: { type: 'string' },
      ...DOMAIN_FLAG,
    },
    parse: ({ positionals, flags }) => {
      const { candidate: email, position, referrer } = flags;
      if (
        positionals.length > 0 ||
        !email ||
        !position ||
        !referrer ||
        !POSITION_ID.test(position)
      ) {
        throw new UsageError(ADD_USAGE);
      }
      return {
        domain: flags.domain,
        email,
        positionId: Number(position),
        referrerName: referrer,
      };
    },
    run: async (context, { domain, ...input }) => {
      const { site } = await siteOf(context, domain);
      const id = await addReferral(context.db, site, input, context.now());
      context.out(`Recorded referral ${id}; the candidate was notified.`);
    },
  }),
];
