import { parentPort } from 'node:worker_threads';
import type { FromRenderWorker, ToRenderWorker } from '@careers/contracts/render-worker';
import type { Transport } from '../shared/api/prefetch';
import type { RenderedApp, RenderRequest } from './entry-server';

type Answer = { status: number; body: unknown };

// Decision 023, the worker's side: renders each page the main thread sends, asking it for the
// page's calls (it answers them through its own routes, as the visitor), and sends the page back.
export function serveRenderJobs(
  renderApp: (request: RenderRequest) => Promise<RenderedApp | null>,
): void {
  const port = parentPort;
  if (!port) throw new Error('serveRenders runs in a worker thread');
  const send = (message: FromRenderWorker) => {
    port.postMessage(message);
  };
  const waiting = new Map<number, (answer: Answer) => void>();
  let lastCall = 0;

  port.on('message', (message: ToRenderWorker) => {
    if (message.type === 'answer') {
      waiting.get(message.call)?.({ status: message.status, body: message.body });
      waiting.delete(message.call);
      return;
    }
    const { id, job } = message;
    const transport: Transport = (path) =>
      new Promise((resolve) => {
        lastCall += 1;
        waiting.set(lastCall, resolve);
        send({ type: 'call', id, call: lastCall, path });
      });
    renderApp({ ...job, transport }).then(
      (app) => {
        send({ type: 'rendered', id, app });
      },
      (error: unknown) => {
        send({
          type: 'failed',
          id,
          message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
      },
    );
  });
}
