import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

// React's stream, whole: the page waits for every lazy part so that crawlers and visitors
// without JavaScript read all of it (decision 014).
function renderWhole(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every Suspense boundary inline, in place: React would otherwise move large ones to the
      // end of the page with an inline script to put them back, which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

// How React marks a boundary it left to the browser: a part still loading, or one that failed.
const LEFT_TO_BROWSER = '<!--$!-->';

// The page's HTML, every part of it. Once the lazy parts a page uses have loaded (from its second
// render on), React renders it in one synchronous pass, the same bytes for about 15% less CPU than
// the stream (no stream, buffers or async context: the job page benchmark). A page with a part
// still loading, or one that fails, goes through the stream, which waits for the part or reports
// the failure.
export async function renderToHtml(element: ReactNode): Promise<string> {
  let html: string | undefined;
  try {
    html = renderToString(element);
  } catch {
    // The stream renders it again and reports what failed.
  }
  if (html !== undefined && !html.includes(LEFT_TO_BROWSER)) return html;
  return renderWhole(element);
}
