import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerChatRoutes } from './chat.routes';

// The chat assistant (docs/product/match-and-chat.md).
export const chatPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerChatRoutes(app, deps);
  done();
};
