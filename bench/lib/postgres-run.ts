import { parseArgs } from 'node:util';

// What the benchmarks on a seeded PostgreSQL share (search, job pages): `--positions N`
// (100,000 by default), 8 clients, 200 warm-up requests, then BENCH_REQUESTS (2,000) or
// BENCH_DURATION_MS (30 s), whichever ends first.
export function readRunSettings() {
  const { values } = parseArgs({
    options: { positions: { type: 'string', default: '100000' } },
  });
  const positions = Number(values.positions);
  if (!Number.isInteger(positions) || positions < 1) throw new Error('--positions N, N ≥ 1');
  return {
    positions,
    clients: 8,
    warmUp: 200,
    requests: Number(process.env.BENCH_REQUESTS ?? 2000),
    durationMs: Number(process.env.BENCH_DURATION_MS ?? 30_000),
  };
}

// What undoes a run's set-up (its servers, the throwaway cluster), last first: at the end, and
// on Ctrl-C, so no cluster is left behind.
export function createCleanUps() {
  const steps: (() => Promise<void>)[] = [];
  const run = async () => {
    for (const step of steps.splice(0).reverse()) await step().catch(console.error);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`${signal}: stopping the servers and removing the cluster`);
      void run().finally(() => process.exit(1));
    });
  }
  return { add: (step: () => Promise<void>) => steps.push(step), run };
}
