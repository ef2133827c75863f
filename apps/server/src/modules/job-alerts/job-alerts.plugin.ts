import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { createJobAlertsScheduler } from './job-alerts-scheduler.job';
import { registerJobAlertRoutes } from './job-alerts.routes';

// Job alert calls, and the digests every JOB_ALERTS_INTERVAL_MS (polled once the app is ready,
// stopped with it).
export const jobAlertsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerJobAlertRoutes(app, deps);
  const scheduler = createJobAlertsScheduler(deps);
  app.addHook('onReady', () => {
    scheduler.start();
    return Promise.resolve();
  });
  app.addHook('onClose', () => scheduler.stop());
  done();
};
