import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300';

// Hashed build assets are cached for a year; other dist files (e.g. /demo/*.svg) briefly; the
// HTML itself is answered by the page handler with no-cache.
export async function registerStaticFiles(app: FastifyInstance, webDist: string): Promise<boolean> {
  const root = resolve(webDist);
  if (!existsSync(root)) return false;
  const assets = join(root, 'assets');
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      cacheControl: false,
      index: false,
      setHeaders: (reply) => {
        reply.header('cache-control', IMMUTABLE);
      },
    });
  }
  // Files are listed once at start (wildcard off), so page paths never touch the disk.
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    decorateReply: !existsSync(assets),
    // The page handler answers HTML; hashed assets have their own wildcard route above.
    globIgnore: ['index.html', 'esign.html', 'assets/**'],
    setHeaders: (reply) => {
      reply.header('cache-control', SHORT);
    },
  });
  return true;
}
