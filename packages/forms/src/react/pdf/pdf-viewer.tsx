import type * as PdfJs from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMS_NS, useFormsNamespace } from '../i18n/forms-namespace';
import { Spinner } from '../ui/spinner';

const PDF_LOAD_ERROR = 'Error loading PDF';
// pdf.js's VerbosityLevel.ERRORS (not imported: pdf.js itself loads on first use).
const PDFJS_ERRORS_ONLY = 0;

// Each page is kept as an image: drawn once, its canvas freed, nothing redrawn on a re-render.
// A page's size is known before it is drawn: its box holds the place of the picture to come.
type Page = { number: number; width: number; height: number; src: string | null };

// pdf.js and its worker, fetched once per page; a page that will show a document calls
// preloadPdfViewer() so they arrive while the rest of the page (its catalogs) still loads.
let pdfjsLoading: Promise<typeof PdfJs> | undefined;
function loadPdfJs(): Promise<typeof PdfJs> {
  pdfjsLoading ??= Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]).then(([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  });
  pdfjsLoading.catch(() => {
    pdfjsLoading = undefined;
  });
  return pdfjsLoading;
}

export function preloadPdfViewer(): void {
  void loadPdfJs().catch(() => undefined);
}

function bytesOf(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * A PDF from base64 bytes or a URL, every page drawn by pdf.js (loaded on first use).
 * A failure logs only "Error loading PDF" and, in place of the pages, says the document could
 * not be shown (ours: a spinner that never ends would tell the candidate nothing).
 */
export function PdfViewer({ bytes, url, title }: { bytes?: string; url?: string; title: string }) {
  const { t } = useTranslation(FORMS_NS);
  // The pages' names and the failure's words come from the catalog: the spinner until it loads.
  const ready = useFormsNamespace();
  const [pages, setPages] = useState<Page[] | null>(null);
  const [failed, setFailed] = useState(false);
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // An object, not a boolean: the cleanup below changes it while the drawing awaits.
    const run = { live: true };
    // Read through a call: TypeScript would keep a checked property narrowed across the awaits.
    const isLive = () => run.live;
    let task: { destroy: () => Promise<void> } | undefined;
    (async () => {
      const pdfjs = await loadPdfJs();
      const loading = pdfjs.getDocument({
        ...(bytes ? { data: bytesOf(bytes) } : { url: url ?? '' }),
        // pdf.js's own warnings stay out of the console (VerbosityLevel.ERRORS): a failure logs
        // only our line below.
        verbosity: PDFJS_ERRORS_ONLY,
      });
      task = loading;
      const document = await loading.promise;
      const width = Math.max(320, holder.current?.clientWidth ?? 640);
      // Every page's box first, at its size: drawing (fonts, images) takes longer, and what
      // follows the document must not move while the candidate reads or clicks it.
      const sized = [];
      for (let number = 1; number <= document.numPages && isLive(); number += 1) {
        const page = await document.getPage(number);
        const unscaled = page.getViewport({ scale: 1 });
        sized.push({
          page,
          viewport: page.getViewport({ scale: (width / unscaled.width) * window.devicePixelRatio }),
        });
      }
      if (!isLive()) return;
      setPages(
        sized.map(({ viewport }, index) => ({
          number: index + 1,
          width: viewport.width,
          height: viewport.height,
          src: null,
        })),
      );
      for (const [index, { page, viewport }] of sized.entries()) {
        if (!isLive()) return;
        const canvas = window.document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        await page.render({ canvas, viewport }).promise;
        const src = canvas.toDataURL();
        canvas.width = 0;
        canvas.height = 0;
        if (isLive()) {
          setPages((current) =>
            (current ?? []).map((drawn) =>
              drawn.number === index + 1 ? { ...drawn, src } : drawn,
            ),
          );
        }
      }
    })()
      .catch(() => {
        // Only "Error loading PDF" is logged (docs/product/forms-toolkit.md, Messages) — not the error, which may carry the
        // document's address or its parser's detail.
        console.error(PDF_LOAD_ERROR);
        if (run.live) setFailed(true);
      })
      .finally(() => {
        // The pages are images now: the document and its worker are no longer needed.
        void task?.destroy();
      });
    return () => {
      run.live = false;
    };
  }, [bytes, url]);

  return (
    // Pages stacked at their full height: a scrolling box would need a keyboard stop of its own.
    <div
      ref={holder}
      className="flex max-w-2xl flex-col gap-3 rounded-brand border border-ink/15 bg-ink/5 p-2"
    >
      {!ready ? (
        <Spinner />
      ) : failed ? (
        <p className="text-sm text-red-700">{t('pdfError')}</p>
      ) : pages === null ? (
        <Spinner />
      ) : (
        pages.map((page) =>
          page.src === null ? (
            <div
              key={page.number}
              aria-hidden="true"
              style={{ aspectRatio: `${page.width} / ${page.height}` }}
              className="w-full bg-white shadow-sm"
            />
          ) : (
            <img
              key={page.number}
              src={page.src}
              alt={t('pdfPage', { title, page: page.number, count: pages.length })}
              width={page.width}
              height={page.height}
              className="h-auto w-full bg-white shadow-sm"
            />
          ),
        )
      )}
    </div>
  );
}
