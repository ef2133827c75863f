import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDynamicForm } from '../engine/use-dynamic-form';
import { FORMS_NS } from '../i18n/forms-namespace';
import en from '../locales/en.json';
import { PdfViewer } from '../pdf/pdf-viewer';
import { formOf, renderForm } from '../testing/render-form';
import { DataState } from '../ui/data-state';
import { FullScreenLoader } from '../ui/full-screen-loader';
import { ReadMore } from '../ui/read-more';
import { Spinner } from '../ui/spinner';
import { TooltipButton } from '../ui/tooltip-button';
import { HTMLForm } from './html-form';
import { PreboardingAdmin } from './preboarding-admin';
import { StepperForm } from './stepper-form';

// A cold load: the page's first form, before the toolkit's catalog has arrived. Every layout and
// every part a page may show on its own waits for it, so nothing ever shows or is named by a
// catalog key (docs/product/forms-toolkit.md, Messages).
const pdfjs = vi.hoisted(() => ({ GlobalWorkerOptions: { workerSrc: '' }, getDocument: vi.fn() }));
vi.mock('pdfjs-dist', () => pdfjs);

// Every t() asked of the toolkit's namespace before it has loaded, shown or not.
let asked: string[] = [];

beforeEach(() => {
  i18next.removeResourceBundle('en', FORMS_NS);
  asked = [];
  const { saveMissing, missingKeyHandler } = i18next.options;
  i18next.options.saveMissing = true;
  i18next.options.missingKeyHandler = (_languages, namespace, key) => {
    if (namespace === FORMS_NS) asked.push(key);
  };
  return () => {
    i18next.options.saveMissing = saveMissing;
    i18next.options.missingKeyHandler = missingKeyHandler;
  };
});

afterEach(() => {
  vi.restoreAllMocks();
});

const definition = formOf(
  { name: 'first', type: 'text', label: 'First name', required: true },
  { name: 'colour', type: 'radio', label: 'Colour', radioOptions: { choices: [] } },
);

// Every name and text the page shows is recorded as it appears, so a key shown for one render and
// then replaced is caught too.
const KEYS = new Set(
  Object.keys(en).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')),
);
let seen: string[] = [];
let observer: MutationObserver | undefined;

function record(node: Node): void {
  if (node instanceof Element) {
    const label = node.getAttribute('aria-label');
    if (label) seen.push(label);
    node.childNodes.forEach(record);
  } else if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) {
    seen.push(node.textContent.trim());
  }
}

beforeEach(() => {
  seen = [];
  observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') record(mutation.target);
      else if (mutation.type === 'characterData') record(mutation.target);
      else mutation.addedNodes.forEach(record);
    }
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  });
  return () => observer?.disconnect();
});

function expectNoKeys(): void {
  observer?.takeRecords().forEach((mutation) => {
    mutation.addedNodes.forEach(record);
    record(mutation.target);
  });
  expect(seen.filter((text) => KEYS.has(text))).toEqual([]);
  expect(asked).toEqual([]);
}

describe('a cold load', () => {
  it('SimpleForm', async () => {
    renderForm(definition);
    expect(await screen.findByRole('textbox', { name: /First name/ })).toBeInTheDocument();
    expectNoKeys();
  });

  it('StepperForm names its landmark and progress bar in words', async () => {
    function Stepper() {
      const form = useDynamicForm({ definition, today: '2026-06-15' });
      return <StepperForm form={form} aria-label="Apply" />;
    }
    render(<Stepper />);
    expect(
      await screen.findByRole('navigation', { name: 'Application sections', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Form progress' })).toHaveAttribute(
      'aria-valuetext',
      '0 % scrolled',
    );
    expectNoKeys();
  });

  it('HTMLForm', async () => {
    render(
      <HTMLForm
        blocks={[{ id: 'b', heading: 'Welcome', description: '<p>Hi</p>', image: '/a.png' }]}
      />,
    );
    expect(await screen.findByRole('img', { name: 'Form image' })).toBeInTheDocument();
    expectNoKeys();
  });

  it('PreboardingAdmin', async () => {
    render(
      <PreboardingAdmin
        aria-label="Questions"
        questions={[{ name: 'a', type: 'text', label: 'Alpha' }]}
        onChange={() => undefined}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Duplicate question' })).toBeInTheDocument();
    expectNoKeys();
  });

  it('the parts a page shows on its own', async () => {
    render(
      <>
        <Spinner />
        <FullScreenLoader isVisible />
        <DataState status="error" />
        <DataState status="empty" />
        <TooltipButton>Help text</TooltipButton>
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Tooltip info' })).toBeInTheDocument();
    expect(screen.getByText('An error occurred while retrieving data')).toBeInTheDocument();
    expect(screen.getByText('No data found')).toBeInTheDocument();
    expect(screen.getAllByText('Loading')).toHaveLength(2);
    expectNoKeys();
  });

  it('ReadMore and a PDF that cannot be loaded', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(1000);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Made when the viewer asks, so the refusal is never left without its handler.
    pdfjs.getDocument.mockImplementation(() => ({
      promise: Promise.reject(new Error('broken')),
      destroy: () => Promise.resolve(),
    }));
    render(
      <>
        <ReadMore>
          <p>Long text</p>
        </ReadMore>
        <PdfViewer bytes={btoa('%PDF-1.7')} title="Offer letter" />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Read more' })).toBeInTheDocument();
    expect(await screen.findByText('The document could not be shown.')).toBeInTheDocument();
    expectNoKeys();
  });
});
