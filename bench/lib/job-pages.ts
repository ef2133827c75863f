import { SEARCH_DOMAIN } from './search-servers';

// Job page latency is read on a server that has settled: in its first seconds after the
// index build V8 is still marking the 100k positions' heap and optimising the page's path, which
// cost half as much CPU again per page (measured 2026-11-27: 4.5 against 3.0 ms). Both benches
// that measure job pages send this many first.
export const SETTLING_PAGES = 3000;

// Distinct job pages, as a search engine finds them: the paths the sitemap lists (through its
// index's files past 50,000 positions).
export async function jobPagePaths(baseUrl: string, count: number): Promise<string[]> {
  const locs = async (url: string) => {
    const xml = await (await fetch(url)).text();
    const found = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL((match[1] ?? '').replaceAll('&#38;', '&')),
    );
    return { isIndex: xml.includes('<sitemapindex'), found };
  };
  const top = await locs(`${baseUrl}/sitemap.xml?domain=${SEARCH_DOMAIN}`);
  const files = top.isIndex ? top.found : [];
  const pages = top.isIndex ? [] : top.found;
  for (const file of files) {
    if (pages.length >= count) break;
    pages.push(...(await locs(`${baseUrl}${file.pathname}${file.search}`)).found);
  }
  return pages.slice(0, count).map((url) => `${url.pathname}${url.search}`);
}
