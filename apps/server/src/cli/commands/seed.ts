import { seedDemo } from '../../modules/demo/demo.public';
import { defineCommand } from '../command';
import { UsageError } from '../errors';

const MAX_SEED_POSITIONS = 1_000_000;

export const seedCommands = [
  defineCommand({
    name: 'seed',
    help: [
      {
        usage: 'seed [--positions N]',
        about: [
          'load the demo groups, configs, candidates and positions',
          `(idempotent; N Northwind positions, default 2200, max ${MAX_SEED_POSITIONS})`,
        ],
      },
    ],
    flags: { positions: { type: 'string' } },
    parse: ({ positionals, flags }) => {
      if (positionals.length > 0) throw new UsageError('seed [--positions N]');
      const count = flags.positions;
      if (count !== undefined && (!/^\d{1,7}$/.test(count) || Number(count) > MAX_SEED_POSITIONS)) {
        throw new UsageError(`--positions must be a whole number from 0 to ${MAX_SEED_POSITIONS}`);
      }
      return { positions: count === undefined ? undefined : Number(count) };
    },
    run: async ({ db, now, out }, { positions }) => {
      const started = Date.now();
      const summary = await seedDemo(db, now(), {
        positions,
        onProgress: (done) => {
          if (done % 50_000 === 0) out(`  ${done} positions…`);
        },
      });
      out(
        `Seeded ${summary.groups} groups, ${summary.candidates} candidates and ${summary.positions} positions in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    },
  }),
];
