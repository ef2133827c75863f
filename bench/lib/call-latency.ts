import type { createCandidateLoad } from './candidate-load';
import { checkBudget, percentile } from './report';

type Load = ReturnType<typeof createCandidateLoad>;

// One GET asked by every client of `load` for `durationMs` after a warm-up: prints requests,
// rate and percentiles, and checks the p99 against the budget (marking the run failed over it).
export async function measureCallP99(
  load: Load,
  input: {
    name: string;
    url: URL;
    headers: Record<string, string>;
    clients: number;
    warmUpMs: number;
    durationMs: number;
    budgetMs: number;
  },
): Promise<number[]> {
  const { name, url, headers, clients, durationMs } = input;
  await load.run(url, headers, input.warmUpMs);
  const latencies = (await load.run(url, headers, durationMs)).sort((a, b) => a - b);
  const seconds = durationMs / 1000;
  console.log(
    `${name}: ${latencies.length} requests in ${seconds} s (${Math.round(latencies.length / seconds)} req/s) with ${clients} clients`,
  );
  console.log(
    `${name}: p50 ${percentile(latencies, 0.5).toFixed(2)} ms, p90 ${percentile(latencies, 0.9).toFixed(2)} ms, p99 ${percentile(latencies, 0.99).toFixed(2)} ms, max ${latencies.at(-1)?.toFixed(2)} ms`,
  );
  checkBudget(
    `GET ${name} p99 at ${clients} clients`,
    percentile(latencies, 0.99),
    input.budgetMs,
    'ms',
  );
  return latencies;
}
