import {
  BOOT_DATA_ELEMENT_ID,
  PREFETCHED_QUERIES_ELEMENT_ID,
  textDirection,
  themeStyle,
  type BootData,
} from '@careers/contracts';
import { escapeHtml } from '../../shared/escape-html';
import { serverText, serverTextLocale } from '../../shared/server-text';

export type PageHead = {
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  description: string;
  canonicalUrl: string;
  csrfToken: string;
  bootData: BootData | null;
  // Job pages: sharing cards, indexing and the JobPosting.
  openGraph?: { title: string; description: string; url: string; siteName: string; image: string };
  noindex?: boolean;
  jsonLd?: Record<string, unknown> | null;
  // The employer's scripts (scriptConfig.pageLoadHeadScripts): files from https origins the
  // page's CSP names, loaded without blocking the page; never inline.
  headScripts?: readonly { src: string; integrity?: string }[];
};

// Used until apps/web/dist exists (tests pass their own template).
export const FALLBACK_TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><!--app-head--></head><body><div id="root"></div></body></html>';

const HEAD_MARKER = '<!--app-head-->';

// Decision 001 §3: JSON inside <script> must not be able to close the element.
function toScriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// The group's configs are most of the boot data and the same object until the group cache
// reloads, so they are serialised once per load (/careers answers within 5 ms at p99).
const configsJson = new WeakMap<BootData['configs'], string>();

function serializeBootData(bootData: BootData): string {
  const { configs, ...perRequest } = bootData;
  let configsPart = configsJson.get(configs);
  if (configsPart === undefined) {
    configsPart = toScriptJson(configs);
    configsJson.set(configs, configsPart);
  }
  return `${toScriptJson(perRequest).slice(0, -1)},"configs":${configsPart}}`;
}

// `after` runs from the head's marker to the app's root element inclusive, `end` from there on.
export type PageTemplate = { prefix: string; headStart: string; after: string; end: string };

// What React rendered into the root on the server, and the answers it rendered with
// (decision 014).
export type RenderedApp = { html: string; state: unknown };

const ROOT_ELEMENT = '<div id="root">';

// Split once at start, so rendering a page is a few concatenations.
export function compileTemplate(html: string): PageTemplate {
  const htmlTag = /<html[^>]*>/i.exec(html);
  const prefix = htmlTag ? html.slice(0, htmlTag.index) : '<!doctype html>';
  const rest = htmlTag ? html.slice(htmlTag.index + htmlTag[0].length) : html;
  const marker = rest.indexOf(HEAD_MARKER);
  const cut = marker >= 0 ? marker : rest.indexOf('</head>');
  const skip = marker >= 0 ? HEAD_MARKER.length : 0;
  const after = rest.slice(cut + skip);
  const root = after.indexOf(ROOT_ELEMENT);
  const split = root >= 0 ? root + ROOT_ELEMENT.length : after.length;
  return {
    prefix,
    headStart: rest.slice(0, cut),
    after: after.slice(0, split),
    end: after.slice(split),
  };
}

export function renderPage(template: PageTemplate, head: PageHead, app?: RenderedApp): string {
  const parts = [
    template.prefix,
    `<html lang="${escapeHtml(head.lang)}" dir="${head.dir}"${head.bootData ? ` style="${escapeHtml(themeStyle(head.bootData.configs.pcsxConfig.branding.theme))}"` : ''}>`,
    template.headStart,
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    `<meta name="csrf-token" content="${escapeHtml(head.csrfToken)}" />`,
  ];
  if (head.noindex) parts.push('<meta name="robots" content="noindex" />');
  if (head.openGraph) {
    const og = head.openGraph;
    const properties: [string, string][] = [
      ['og:type', 'website'],
      ['og:title', og.title],
      ['og:description', og.description],
      ['og:url', og.url],
      ['og:site_name', og.siteName],
      ['og:image', og.image],
    ];
    for (const [property, content] of properties) {
      parts.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
    }
  }
  for (const script of head.headScripts ?? []) {
    const integrity = script.integrity
      ? ` integrity="${escapeHtml(script.integrity)}" crossorigin="anonymous"`
      : '';
    parts.push(`<script src="${escapeHtml(script.src)}" async${integrity}></script>`);
  }
  if (head.jsonLd) {
    parts.push(`<script type="application/ld+json">${toScriptJson(head.jsonLd)}</script>`);
  }
  if (head.bootData) {
    parts.push(
      `<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">${serializeBootData(head.bootData)}</script>`,
    );
  }
  if (app) {
    parts.push(
      `<script id="${PREFETCHED_QUERIES_ELEMENT_ID}" type="application/json">${toScriptJson(app.state)}</script>`,
    );
  }
  parts.push(template.after, app?.html ?? '', template.end);
  return parts.join('');
}

// The page for an address that names no careers site, in the visitor's language.
export function notFoundPage(locale: string): string {
  const words = serverText(locale).siteNotFound;
  const lang = serverTextLocale(locale);
  return `<!doctype html><html lang="${lang}" dir="${textDirection(lang)}"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${escapeHtml(words.title)}</title></head><body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5"><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.message)}</p><p><a href="/careers">${escapeHtml(words.careers)}</a></p></body></html>`;
}
