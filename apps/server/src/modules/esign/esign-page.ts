import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { textDirection } from '@careers/contracts';
import { escapeHtml } from '../../shared/escape-html';

// The widget's page: the built esign.html (a second entry of the web app), with the language,
// the title and the CSRF token its calls send put in the two places the page leaves for them.
const HEAD_MARKER = '<!--esign-head-->';
const HTML_TAG = '<html lang="en" dir="ltr">';

export type EsignPageTemplate = {
  render: (head: { lang: string; title: string; csrfToken: string }) => string;
} | null;

export function loadEsignPage(webDist: string): EsignPageTemplate {
  let html: string;
  try {
    html = readFileSync(join(resolve(webDist), 'esign.html'), 'utf8');
  } catch {
    return null;
  }
  if (!html.includes(HEAD_MARKER) || !html.includes(HTML_TAG)) return null;
  return {
    render: ({ lang, title, csrfToken }) =>
      html
        .replace(HTML_TAG, `<html lang="${escapeHtml(lang)}" dir="${textDirection(lang)}">`)
        .replace(
          HEAD_MARKER,
          `<title>${escapeHtml(title)}</title><meta name="csrf-token" content="${escapeHtml(csrfToken)}" />`,
        ),
  };
}
