import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AppDeps } from '../../app-deps';
import { FALLBACK_TEMPLATE } from './page-html';

// The built app's index.html, read once at start; a bare template until apps/web/dist exists.
export function readPageTemplate(deps: AppDeps, indexHtml: string | undefined): string {
  if (indexHtml !== undefined) return indexHtml;
  try {
    return readFileSync(join(resolve(deps.env.WEB_DIST), 'index.html'), 'utf8');
  } catch {
    deps.logger.warn(`${deps.env.WEB_DIST}/index.html is missing: pages use a bare template`);
    return FALLBACK_TEMPLATE;
  }
}
