// Brings @fastify/cookie's request.cookies / reply.setCookie types into every module.
import type {} from '@fastify/cookie';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env';
import type { Database } from '../db/database';
import type { GroupCache } from '../modules/config/group-cache';
import type { Clock } from '../shared/clock';

// What route modules receive from buildApp (closures instead of Fastify decorators).
export type AppDeps = {
  env: Env;
  db: Database;
  groups: GroupCache;
  clock: Clock;
  secret: string;
  logger: FastifyBaseLogger;
  // Wakes the outbox worker after a mail is queued.
  notifyOutbox: () => void;
};
