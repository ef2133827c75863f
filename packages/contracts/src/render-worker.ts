import type { BootData } from './boot';

// Decision 023: the server renders its React pages (decision 014) in worker threads, each
// running the web app's server entry. These are the messages between the server's main thread,
// which answers the page's calls, and a worker, which renders.

// A page to render: what `renderApp` takes, less the transport, which stays on the main thread.
export type RenderJob = { url: string; boot: BootData; locale: string; now: number };

export type RenderedPageApp = { html: string; state: unknown };

export type ToRenderWorker =
  | { type: 'render'; id: number; job: RenderJob }
  // The answer to the worker's call `call`, made while rendering job `id`.
  | { type: 'answer'; call: number; status: number; body: unknown };

export type FromRenderWorker =
  | { type: 'call'; id: number; call: number; path: string }
  | { type: 'rendered'; id: number; app: RenderedPageApp | null }
  | { type: 'failed'; id: number; message: string };
