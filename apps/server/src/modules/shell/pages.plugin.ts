import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyPlugin from 'fastify-plugin';
import type { AppDeps } from '../../app-deps';
import { compileTemplate, FALLBACK_TEMPLATE } from './page-html';
import { registerPageRoutes } from './page.routes';

export type PagesOptions = AppDeps & {
  // The page template; defaults to WEB_DIST/index.html (tests pass their own).
  indexHtml?: string;
};

function readTemplate(options: PagesOptions): string {
  if (options.indexHtml !== undefined) return options.indexHtml;
  try {
    return readFileSync(join(resolve(options.env.WEB_DIST), 'index.html'), 'utf8');
  } catch {
    options.logger.warn(`${options.env.WEB_DIST}/index.html is missing: pages use a bare template`);
    return FALLBACK_TEMPLATE;
  }
}

// Every page path answers the app's HTML (decision 001 §3). Not encapsulated: it owns the app's
// not-found handler, so it is registered last.
export const pagesPlugin = fastifyPlugin<PagesOptions>(
  (app, options, done) => {
    registerPageRoutes(app, options, compileTemplate(readTemplate(options)));
    done();
  },
  { name: 'pages' },
);
