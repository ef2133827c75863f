import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { createPeriodicJob } from '../../shared/periodic-job';
import { runApplicationFollowUp } from './application-follow-up.job';
import { registerApplicationsRoutes, registerDevApplicationRoute } from './applications.routes';
import { sendDraftReminders } from './draft-reminders.job';

// Apply, drafts and the candidate's applications (docs/product/apply-and-drafts.md), and the
// follow-up of each application every APPLICATION_FOLLOW_UP_INTERVAL_MS (overdue notices and
// closing, draft reminders; docs/product/application-follow-up.md), polled once the app is ready
// and stopped with it.
export const applicationsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerApplicationsRoutes(app, deps);
  if (deps.env.DEMO) registerDevApplicationRoute(app, deps);
  const followUp = createPeriodicJob({
    name: 'application-follow-up',
    metrics: deps.metrics,
    everyMs: deps.env.APPLICATION_FOLLOW_UP_INTERVAL_MS,
    run: async () => {
      const now = deps.clock();
      const { noticed, closed } = await runApplicationFollowUp(deps, now);
      if (noticed + closed > 0) {
        deps.logger.info({ noticed, closed }, 'application follow-up: notices sent');
      }
      // The one reminder of an unfinished draft runs on the same timer.
      const { sent } = await sendDraftReminders(deps, now);
      if (sent > 0) deps.logger.info({ sent }, 'draft reminders: sent');
    },
    logger: deps.logger,
    failure: 'application follow-up: run failed',
  });
  app.addHook('onReady', () => {
    followUp.start();
    return Promise.resolve();
  });
  app.addHook('onClose', () => followUp.stop());
  done();
};
