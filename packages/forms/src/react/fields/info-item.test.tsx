import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formOf, renderForm } from '../testing/render-form';

const pdfjs = vi.hoisted(() => ({ GlobalWorkerOptions: { workerSrc: '' }, getDocument: vi.fn() }));
vi.mock('pdfjs-dist', () => pdfjs);

afterEach(() => {
  vi.restoreAllMocks();
  pdfjs.getDocument.mockReset();
});

describe('InfoItem', () => {
  it('shows the label and the sanitised HTML help, and no PDF without one', async () => {
    renderForm(
      formOf({
        name: 'benefits',
        type: 'info',
        label: 'Benefits',
        help: '<p>See the <a href="/benefits">benefits page</a>.</p><script>window.hacked = true</script>',
      }),
    );
    expect(await screen.findByText('Benefits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'benefits page' })).toHaveAttribute(
      'href',
      '/benefits',
    );
    expect(document.querySelector('script')).toBeNull();
    expect(pdfjs.getDocument).not.toHaveBeenCalled();
  });

  it('loads the PDF viewer on demand for additionalProperties.bytes', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(
      'data:image/png;base64,AAAA',
    );
    pdfjs.getDocument.mockReturnValue({
      promise: Promise.resolve({
        numPages: 2,
        getPage: () =>
          Promise.resolve({
            getViewport: ({ scale }: { scale: number }) => ({
              width: 600 * scale,
              height: 800 * scale,
            }),
            render: () => ({ promise: Promise.resolve() }),
          }),
      }),
      destroy: () => Promise.resolve(),
    });
    renderForm(
      formOf({
        name: 'policy',
        type: 'info',
        label: 'Policy',
        additionalProperties: { bytes: btoa('%PDF') },
      }),
    );
    expect(await screen.findByRole('img', { name: 'Policy, page 2 of 2' })).toBeInTheDocument();
  });

  it('logs only "Error loading PDF" for a URL that fails', async () => {
    const failure = new Error('Missing PDF');
    // Made when the viewer asks, so the refusal is never left without its handler.
    pdfjs.getDocument.mockImplementation(() => ({
      promise: Promise.reject(failure),
      destroy: () => Promise.resolve(),
    }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm(
      formOf({
        name: 'policy',
        type: 'info',
        label: 'Policy',
        additionalProperties: { url: '/x.pdf' },
      }),
    );
    expect(await screen.findByText('The document could not be shown.')).toBeInTheDocument();
    // Only the line: not the error object.
    expect(log.mock.calls).toEqual([['Error loading PDF']]);
  });
});
