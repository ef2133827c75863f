import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { createPeriodicJob } from '../../shared/periodic-job';
import { sendInterviewReminders } from './interview-reminders.job';
import { registerInterviewRoutes } from './interviews.routes';

// The candidate's interviews (docs/product/interviews.md): their calls and .ics files, and the
// reminders every INTERVIEW_REMINDERS_INTERVAL_MS (polled once the app is ready, stopped with it).
export const interviewsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerInterviewRoutes(app, deps);
  const reminders = createPeriodicJob({
    name: 'interview-reminders',
    metrics: deps.metrics,
    everyMs: deps.env.INTERVIEW_REMINDERS_INTERVAL_MS,
    run: async () => {
      const { sent } = await sendInterviewReminders(deps, deps.clock());
      if (sent > 0) deps.logger.info({ sent }, 'interview reminders: sent');
    },
    logger: deps.logger,
    failure: 'interview reminders: run failed',
  });
  app.addHook('onReady', () => {
    reminders.start();
    return Promise.resolve();
  });
  app.addHook('onClose', () => reminders.stop());
  done();
};
