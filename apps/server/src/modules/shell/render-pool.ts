import { Worker } from 'node:worker_threads';
import type {
  FromRenderWorker,
  RenderedPageApp,
  RenderJob,
  ToRenderWorker,
} from '@careers/contracts/render-worker';
import type { Transport } from './server-renderer';

type Logger = { error: (details: object, message: string) => void };

type Job = {
  transport: Transport;
  resolve: (app: RenderedPageApp | null) => void;
  reject: (error: Error) => void;
};

type Thread = { worker: Worker; jobs: Map<number, Job> };

export type RenderPool = {
  render: (job: RenderJob & { transport: Transport }) => Promise<RenderedPageApp | null>;
  close: () => Promise<void>;
};

// Decision 023: `size` worker threads, each running the server entry at `entryUrl` (its
// `serveRenders`), render pages while the main thread answers HTTP and the pages' calls. A page
// goes to the thread with the fewest pages in hand; a thread that dies fails its pages (they
// then render in the browser) and is replaced a moment later; with none running, pages render
// in the browser.
export function createRenderPool(
  entryUrl: string,
  size: number,
  logger: Logger,
  restartDelayMs = 1000,
): RenderPool {
  const threads: Thread[] = [];
  let lastId = 0;
  let closing = false;

  function start(): Thread {
    // The worker's own code is the entry's: one line that starts it.
    const worker = new Worker(
      `import(${JSON.stringify(entryUrl)}).then((entry) => entry.serveRenders())`,
      { eval: true },
    );
    const thread: Thread = { worker, jobs: new Map() };
    const send = (message: ToRenderWorker) => {
      worker.postMessage(message);
    };
    worker.on('message', (message: FromRenderWorker) => {
      const job = thread.jobs.get(message.id);
      if (!job) return;
      if (message.type === 'call') {
        const answer = job.transport(message.path).catch(() => ({ status: 500, body: null }));
        void answer.then(({ status, body }) => {
          send({ type: 'answer', call: message.call, status, body });
        });
        return;
      }
      thread.jobs.delete(message.id);
      if (message.type === 'rendered') job.resolve(message.app);
      else job.reject(new Error(message.message));
    });
    worker.on('error', (error) => {
      logger.error({ err: error }, 'page: a render thread failed');
    });
    worker.on('exit', () => {
      for (const job of thread.jobs.values()) job.reject(new Error('The render thread exited'));
      thread.jobs.clear();
      const index = threads.indexOf(thread);
      if (index >= 0) threads.splice(index, 1);
      // After a pause: a thread that cannot start (a broken build) must not restart in a loop.
      if (!closing) setTimeout(restart, restartDelayMs).unref();
    });
    return thread;
  }

  function restart(): void {
    if (!closing) threads.push(start());
  }

  for (let count = 0; count < size; count++) threads.push(start());

  return {
    render({ transport, ...job }) {
      if (threads.length === 0) return Promise.reject(new Error('No render thread is running'));
      const thread = threads.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
      lastId += 1;
      const id = lastId;
      return new Promise((resolve, reject) => {
        thread.jobs.set(id, { transport, resolve, reject });
        thread.worker.postMessage({ type: 'render', id, job } satisfies ToRenderWorker);
      });
    },
    async close() {
      closing = true;
      await Promise.all(threads.map(({ worker }) => worker.terminate()));
    },
  };
}
