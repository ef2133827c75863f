import { pino } from 'pino';
import { createAppDeps } from '../../app-deps';
import { parseEnv } from '../../env';
import { loadGroup } from '../../modules/config/config.public';
import { runJobAlertsLocked } from '../../modules/job-alerts/job-alerts.public';
import { AppError } from '../../shared/app-error';
import { defineCommand, DOMAIN_FLAG } from '../command';
import { UsageError } from '../errors';

export const alertsCommands = [
  defineCommand({
    name: 'alerts run',
    help: [
      {
        usage: 'alerts run [--domain D]',
        about: [
          'queue the job alert digests now (all sites, or one); fails',
          'while another process is sending them',
        ],
      },
    ],
    flags: DOMAIN_FLAG,
    parse: ({ positionals, flags }) => {
      if (positionals.length > 0) throw new UsageError('alerts run [--domain D]');
      return { domain: flags.domain };
    },
    // Without --domain, every site's alerts (not only the default site's).
    run: async ({ db, env, now, out }, { domain }) => {
      const started = Date.now();
      const settings = env ?? parseEnv();
      const group = domain === undefined ? null : await loadGroup(db, domain);
      // One pass needs no in-memory index: PostgreSQL answers its searches. The server's outbox
      // worker delivers what is queued.
      const deps = await createAppDeps({
        env: { ...settings, SEARCH_ENGINE: 'postgres' },
        db,
        clock: now,
        logger: pino({ level: 'warn' }, pino.destination(2)),
      });
      const run = await runJobAlertsLocked(
        { ...deps, outbox: { ...deps.outbox, notify: () => undefined } },
        { groupId: group?.id ?? null, dueBefore: null },
      );
      if (!run) {
        throw new AppError(
          'conflict',
          'Another process is sending the job alerts now; try again later.',
        );
      }
      out(
        `Queued ${run.digests} job alert digest(s) for ${run.alerts} confirmed alert(s) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    },
  }),
];
