import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { findGroup } from '../auth/auth.public';
import { buildRobotsTxt, buildSitemap } from './sitemap.service';

function firstText(value: unknown): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

// Search engines' entry points: /sitemap.xml (?domain=, &page= for one file of a large one)
// and /robots.txt for the default group.
export function registerSitemapRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/sitemap.xml', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const group = await findGroup(deps, firstText(query.domain));
    const rawPage = firstText(query.page);
    const page = rawPage === undefined ? null : /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : 0;
    const xml =
      group && page !== 0
        ? await buildSitemap(
            {
              db: deps.db,
              groupId: group.id,
              domain: group.domain,
              origin: deps.env.PUBLIC_ORIGIN,
              now: deps.clock(),
            },
            page,
          )
        : null;
    if (xml === null) return reply.status(404).type('text/plain').send('Not found.');
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml').send(xml);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain')
      .send(buildRobotsTxt(deps.env.PUBLIC_ORIGIN, deps.env.DEFAULT_DOMAIN)),
  );
}
