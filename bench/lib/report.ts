import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';

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

// The machine a run measured on, as the result files keep it: `loadAtStart` is the other work on
// it as the run began (the server and the clients share its cores).
export function machineFigures(loadAtStart: number) {
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? '',
    node: process.version,
    loadAtStart: round(loadAtStart),
  };
}

// Writes a run's figures to bench/results/<name>.json (the files the README quotes).
export function writeResults(name: string, figures: unknown): void {
  const resultsDir = path.join(import.meta.dirname, '..', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
}
