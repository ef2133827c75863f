import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerChatRoutes } from './chat.routes';

// Issue 13 item 3: the chat assistant (spec 1 §2, §6, §9; DESIGN §8).
export const chatPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerChatRoutes(app, deps);
  done();
};
