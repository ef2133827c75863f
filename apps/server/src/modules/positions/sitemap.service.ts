import type { Database } from '../../db/database';
import { escapeHtml } from '../../shared/escape-html';
import { positionPath } from './position-records.service';
import { countOpenPublicPositions, readSitemapRows } from './positions.repository';

// The sitemaps protocol allows 50,000 URLs a file; past that, an index names the files.
const SITEMAP_MAX_URLS = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export type SitemapScope = {
  db: Database;
  groupId: string;
  domain: string;
  origin: string;
  now: Date;
  // Tests use a small page to reach the index without 50,000 positions.
  pageSize?: number;
};

function withDomain(origin: string, path: string, domain: string, extra = ''): string {
  const separator = path.includes('?') ? '&' : '?';
  return `${origin}${path}${separator}domain=${encodeURIComponent(domain)}${extra}`;
}

// /sitemap.xml: every open public position with its last change; `page` (1-based) is one file of
// the index, null the whole (a list, or the index when large). Null for a page that does not
// exist.
export async function buildSitemap(
  scope: SitemapScope,
  page: number | null,
): Promise<string | null> {
  const pageSize = scope.pageSize ?? SITEMAP_MAX_URLS;
  const total = await countOpenPublicPositions(scope.db, scope.groupId, scope.now);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (page === null && pages > 1) {
    const entries = Array.from({ length: pages }, (_, index) => {
      const url = withDomain(scope.origin, '/sitemap.xml', scope.domain, `&page=${index + 1}`);
      return `<sitemap><loc>${escapeHtml(url)}</loc></sitemap>`;
    });
    return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
  }
  const index = page ?? 1;
  if (index > pages) return null;
  const rows = await readSitemapRows(scope.db, scope.groupId, scope.now, {
    offset: (index - 1) * pageSize,
    limit: pageSize,
  });
  const urls = rows.map((row) => {
    const url = withDomain(
      scope.origin,
      positionPath({ ...row, isPrivate: false, privateKey: null }),
      scope.domain,
    );
    return `<url><loc>${escapeHtml(url)}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod></url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobotsTxt(origin: string, domain: string): string {
  return [
    'User-agent: *',
    'Allow: /careers',
    'Disallow: /api/',
    'Disallow: /careers/apply',
    'Disallow: /careers/job/private',
    `Sitemap: ${withDomain(origin, '/sitemap.xml', domain)}`,
    '',
  ].join('\n');
}
