import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PdfViewer } from './pdf-viewer';

const pdfjs = vi.hoisted(() => ({ GlobalWorkerOptions: { workerSrc: '' }, getDocument: vi.fn() }));
vi.mock('pdfjs-dist', () => pdfjs);

function fakePage() {
  return {
    getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
    render: () => ({ promise: Promise.resolve() }),
  };
}

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
});

afterEach(() => {
  vi.restoreAllMocks();
  pdfjs.getDocument.mockReset();
});

describe('PdfViewer', () => {
  it('draws every page of the base64 bytes, named by its number', async () => {
    const destroy = vi.fn(() => Promise.resolve());
    pdfjs.getDocument.mockReturnValue({
      promise: Promise.resolve({ numPages: 3, getPage: () => Promise.resolve(fakePage()) }),
      destroy,
    });
    render(<PdfViewer bytes={btoa('%PDF-1.7')} title="Offer letter" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(
      await screen.findByRole('img', { name: 'Offer letter, page 1 of 3' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(3);
    const source = pdfjs.getDocument.mock.calls[0]?.[0] as { data: Uint8Array };
    expect(new TextDecoder().decode(source.data)).toBe('%PDF-1.7');
    expect(pdfjs.GlobalWorkerOptions.workerSrc).toMatch(/pdf\.worker/);
    // Drawn pages are images: the document is let go.
    expect(destroy).toHaveBeenCalled();
  });

  it("holds each page's place at its size before the page is drawn", async () => {
    let draw: () => void = () => undefined;
    const drawn = new Promise<void>((resolve) => {
      draw = resolve;
    });
    pdfjs.getDocument.mockReturnValue({
      promise: Promise.resolve({
        numPages: 2,
        getPage: () => Promise.resolve({ ...fakePage(), render: () => ({ promise: drawn }) }),
      }),
      destroy: () => Promise.resolve(),
    });
    const { container } = render(<PdfViewer bytes={btoa('%PDF-1.7')} title="Offer letter" />);
    // Boxes in the pages' proportions (600 × 800), before any picture: nothing below moves.
    await vi.waitFor(() => {
      expect(
        container.querySelectorAll('[aria-hidden="true"][style*="aspect-ratio"]'),
      ).toHaveLength(2);
    });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    draw();
    expect(await screen.findAllByRole('img')).toHaveLength(2);
  });

  it('opens a URL', async () => {
    pdfjs.getDocument.mockReturnValue({
      promise: Promise.resolve({ numPages: 1, getPage: () => Promise.resolve(fakePage()) }),
      destroy: () => Promise.resolve(),
    });
    render(<PdfViewer url="/files/handbook.pdf" title="Handbook" />);
    expect(await screen.findByRole('img', { name: 'Handbook, page 1 of 1' })).toBeInTheDocument();
    // pdf.js's own warnings are kept out of the console (VerbosityLevel.ERRORS).
    expect(pdfjs.getDocument).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/files/handbook.pdf', verbosity: 0 }),
    );
  });

  it('logs only "Error loading PDF" when the document cannot be read, and says so', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = new Error('Invalid PDF structure');
    // Made when the viewer asks, so the refusal is never left without its handler.
    pdfjs.getDocument.mockImplementation(() => ({
      promise: Promise.reject(error),
      destroy: () => Promise.resolve(),
    }));
    render(<PdfViewer bytes={btoa('nope')} title="Offer letter" />);
    expect(await screen.findByText('The document could not be shown.')).toBeInTheDocument();
    // The line alone: not the error, its message or its stack.
    expect(log.mock.calls).toEqual([['Error loading PDF']]);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
  });

  it('logs the same line alone when pdf.js itself cannot load', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    pdfjs.getDocument.mockImplementation(() => {
      throw new Error('worker failed');
    });
    render(<PdfViewer url="/files/handbook.pdf" title="Handbook" />);
    expect(await screen.findByText('The document could not be shown.')).toBeInTheDocument();
    expect(log.mock.calls).toEqual([['Error loading PDF']]);
  });
});
