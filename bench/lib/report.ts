export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

// Prints one figure against its budget and sets the exit code when it is over (or, for a
// budget that is a floor, under).
export function checkBudget(
  name: string,
  value: number,
  budget: number,
  unit: string,
  kind: 'ceiling' | 'floor' = 'ceiling',
): boolean {
  const isWithin = kind === 'ceiling' ? value <= budget : value >= budget;
  const shown = (figure: number) => `${figure.toFixed(figure < 10 ? 2 : 1)} ${unit}`;
  const limit = `${kind === 'floor' ? '≥ ' : ''}${shown(budget)}`;
  console.log(`${isWithin ? 'PASS' : 'FAIL'} ${name}: ${shown(value)} (budget ${limit})`);
  if (!isWithin) process.exitCode = 1;
  return isWithin;
}

// A load run's figures as the result files keep them: counts, throughput and latencies (ms).
export type LatencyRun = {
  latencies: readonly number[];
  seconds: number;
  failures: number;
  firstFailure: string | null;
};

const round = (value: number) => Math.round(value * 100) / 100;

export function latencySummary(run: LatencyRun) {
  const { latencies } = run;
  return {
    requests: latencies.length,
    failures: run.failures,
    firstFailure: run.firstFailure,
    perSecond: Math.round(latencies.length / run.seconds),
    p50Ms: round(percentile(latencies, 0.5)),
    p95Ms: round(percentile(latencies, 0.95)),
    p99Ms: round(percentile(latencies, 0.99)),
    maxMs: round(latencies.at(-1) ?? Number.NaN),
  };
}
