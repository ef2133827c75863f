import http from 'node:http';
import { prepareDataDir } from './lib/data-dir';
import { checkBudget, percentile } from './lib/report';
import { startServer, stopServer } from './lib/server';

// Budget: /careers HTML in ≤ 5 ms p99 at 8 concurrent clients. A bounded loop of
// our own (keep-alive sockets, one request in flight per client) for DURATION_MS after a warm-up.
const BUDGET_P99_MS = 5;
const CLIENTS = 8;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const WARM_UP_MS = 2000;
const PATH = '/careers';

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

function requestOnce(url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
      response.resume();
      response.once('end', () => {
        if (response.statusCode !== 200)
          reject(new Error(`${PATH} answered ${response.statusCode}`));
        else resolve(Number(process.hrtime.bigint() - started) / 1e6);
      });
    });
    request.once('error', reject);
  });
}

async function runClients(url: URL, durationMs: number): Promise<number[]> {
  const latencies: number[] = [];
  const deadline = performance.now() + durationMs;
  const client = async () => {
    while (performance.now() < deadline) latencies.push(await requestOnce(url));
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return latencies;
}

const { dataDir, cleanUp } = await prepareDataDir();
const server = await startServer({ dataDir });
try {
  const url = new URL(PATH, server.url);
  await runClients(url, WARM_UP_MS);
  const latencies = (await runClients(url, DURATION_MS)).sort((a, b) => a - b);
  const seconds = DURATION_MS / 1000;
  console.log(
    `${latencies.length} requests in ${seconds} s (${Math.round(latencies.length / seconds)} req/s) with ${CLIENTS} clients`,
  );
  console.log(
    `p50 ${percentile(latencies, 0.5).toFixed(2)} ms, p90 ${percentile(latencies, 0.9).toFixed(2)} ms, p99 ${percentile(latencies, 0.99).toFixed(2)} ms, max ${latencies.at(-1)!.toFixed(2)} ms`,
  );
  checkBudget(
    `${PATH} p99 at ${CLIENTS} clients`,
    percentile(latencies, 0.99),
    BUDGET_P99_MS,
    'ms',
  );
} finally {
  agent.destroy();
  await stopServer(server);
  cleanUp();
}
