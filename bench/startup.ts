import { prepareDataDir } from './lib/data-dir';
import { checkBudget, median } from './lib/report';
import { startServer, stopServer } from './lib/server';

// Budget: `npm start` on an existing data folder answers within 5 s.
const BUDGET_MS = 5000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const { dataDir, cleanUp } = await prepareDataDir();
try {
  const times: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const server = await startServer({ dataDir, entry: 'start-script' });
    times.push(server.readyAfterMs);
    console.log(`start ${run}: /healthz after ${(server.readyAfterMs / 1000).toFixed(2)} s`);
    await stopServer(server);
  }
  console.log(
    `median ${(median(times) / 1000).toFixed(2)} s, worst ${(Math.max(...times) / 1000).toFixed(2)} s`,
  );
  checkBudget(
    'startup on an existing data folder (worst run)',
    Math.max(...times),
    BUDGET_MS,
    'ms',
  );
} finally {
  cleanUp();
}
