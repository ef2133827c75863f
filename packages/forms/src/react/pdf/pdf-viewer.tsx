import type * as PdfJs from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMS_NS } from '../i18n/forms-namespace';
import { Spinner } from '../ui/spinner';

const PDF_LOAD_ERROR = 'Error loading PDF';
// pdf.js's VerbosityLevel.ERRORS (not imported: pdf.js itself loads on first use).
const PDFJS_ERRORS_ONLY = 0;

// Each page is kept as an image: drawn once, its canvas freed, nothing redrawn on a re-render.
type Page = { number: number; width: number; height: number; src: string };

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
  const [pages, setPages] = useState<Page[] | null>(null);
  const [failed, setFailed] = useState(false);
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // An object, not a boolean: the cleanup below changes it while the drawing awaits.
    const run = { live: true };
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
      const drawn: Page[] = [];
      const width = Math.max(320, holder.current?.clientWidth ?? 640);
      for (let number = 1; number <= document.numPages && run.live; number += 1) {
        const page = await document.getPage(number);
        const unscaled = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({
          scale: (width / unscaled.width) * window.devicePixelRatio,
        });
        const canvas = window.document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        await page.render({ canvas, viewport }).promise;
        drawn.push({
          number,
          width: viewport.width,
          height: viewport.height,
          src: canvas.toDataURL(),
        });
        canvas.width = 0;
        canvas.height = 0;
      }
      if (run.live) setPages(drawn);
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
      {failed ? (
        <p className="text-sm text-red-700">{t('pdfError')}</p>
      ) : pages === null ? (
        <Spinner />
      ) : (
        pages.map((page) => (
          <img
            key={page.number}
            src={page.src}
            alt={t('pdfPage', { title, page: page.number, count: pages.length })}
            width={page.width}
            height={page.height}
            className="h-auto w-full bg-white shadow-sm"
          />
        ))
      )}
    </div>
  );
}
