import type { TermsSection } from './employment-terms';
import { COLORS, CONTENT_WIDTH, textFont, type PageFlow } from './page-flow';

type Item = { kind: 'title' | 'line' | 'gap'; text: string };

const BODY_SIZE = 10;
const HEIGHTS: Record<Item['kind'], number> = { title: 18, line: 14, gap: 9 };

// The sections, numbered on, cycled for as long as pages are asked for.
function* termItems(flow: PageFlow, sections: readonly TermsSection[]): Generator<Item> {
  for (let index = 0; ; index += 1) {
    const section = sections[index % sections.length];
    if (!section) return;
    yield { kind: 'title', text: `${index + 1}. ${section.title}` };
    const body = flow.text.wrap(section.body, textFont('regular', BODY_SIZE), CONTENT_WIDTH);
    for (const line of body) yield { kind: 'line', text: line };
    yield { kind: 'gap', text: '' };
  }
}

// Exactly `pages` pages of "Terms of employment", the last leaving `reserve` points free below.
export function writeTermsPages(
  flow: PageFlow,
  sections: readonly TermsSection[],
  pages: number,
  reserve: number,
): void {
  const items = termItems(flow, sections);
  let next = items.next();
  for (let page = 0; page < pages; page += 1) {
    flow.addPage();
    const { terms, termsContinued } = flow.words.letter;
    const heading = page === 0 ? terms : termsContinued;
    flow.line(heading, { font: 'bold', size: 14, leading: 26, color: COLORS.accent });
    const floor = page === pages - 1 ? reserve : 0;
    while (!next.done) {
      const item = next.value;
      // A section title never ends a page alone: it needs two lines of its text below it.
      const needed = HEIGHTS[item.kind] + (item.kind === 'title' ? 2 * HEIGHTS.line : 0);
      if (flow.remaining() - floor < needed) break;
      if (item.kind === 'title') {
        flow.line(item.text, { font: 'bold', size: 10.5, leading: HEIGHTS.title });
      } else if (item.kind === 'line') {
        flow.line(item.text, { size: BODY_SIZE, leading: HEIGHTS.line });
      } else {
        flow.gap(HEIGHTS.gap);
      }
      next = items.next();
    }
  }
}
