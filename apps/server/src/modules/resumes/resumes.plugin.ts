import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { warmResumeReader } from './resume-text';
import { registerResumeRoutes } from './resumes.routes';
import { warmSkillsLexicon } from '../skills/skills.public';

// Resume upload with parsing, the resume list, and the exported resume.
export const resumesPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerResumeRoutes(app, deps);
  // Only a server that listens: tests answer through inject and never read a resume this way.
  app.addHook('onListen', (hookDone) => {
    setImmediate(() => {
      void warmResumeReader().then(warmSkillsLexicon);
    });
    hookDone();
  });
  done();
};
