import type { LoadResult } from './load';
import type { ProcessMemory } from './process-memory';
import { checkBudget, latencySummary, percentile } from './report';
import type { IndexBuild } from './search-servers';

const MB = 1024 * 1024;

type SearchRun = LoadResult & {
  engineMs: number[];
  serviceMs: number[];
  steps: Record<string, number[]>;
};

export type SearchFigures = {
  date: string;
  machine: { cores: number; cpu: string; node: string; loadAtStart: number };
  positions: number;
  clients: number;
  seedSeconds: number | null;
  build: IndexBuild;
  search: { memory: SearchRun; postgres: SearchRun };
  autocomplete: LoadResult;
  // The HTML of distinct job pages (the position read from the database each time).
  jobPage: LoadResult;
  memoryServer: { afterBuild: ProcessMemory; afterRun: ProcessMemory };
  postgresServer: ProcessMemory;
};

// The performance budgets, at 100,000 positions and at 1,000,000 (above 100,000).
type Budgets = {
  searchP99Ms: number;
  p99Ratio: number | null;
  autocompleteP99Ms: number | null;
  jobPageP95Ms: number | null;
  buildMs: number | null;
  rssBytes: number;
};
const AT_100K: Budgets = {
  searchP99Ms: 15,
  p99Ratio: 10,
  autocompleteP99Ms: 5,
  jobPageP95Ms: 20,
  buildMs: null,
  rssBytes: 1024 * MB,
};
const AT_1M: Budgets = {
  searchP99Ms: 60,
  p99Ratio: null,
  autocompleteP99Ms: null,
  jobPageP95Ms: null,
  buildMs: 90_000,
  rssBytes: 3072 * MB,
};

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const round = (value: number) => Math.round(value * 100) / 100;

// p50 and p99 of the server's own timings (debug=1): engine steps, engine total, whole service.
function serverTimings(run: SearchRun) {
  const steps = { ...run.steps, engineTotalMs: run.engineMs, serviceMs: run.serviceMs };
  return Object.fromEntries(
    Object.entries(steps).map(([step, values]) => {
      const ordered = sorted(values);
      return [
        step,
        { p50: round(percentile(ordered, 0.5)), p99: round(percentile(ordered, 0.99)) },
      ];
    }),
  );
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

// Prints the figures as a markdown table and checks them against the budgets; returns what the
// JSON result file holds.
export function printSearchReport(figures: SearchFigures) {
  const budgets = figures.positions > 100_000 ? AT_1M : AT_100K;
  const memory = latencySummary(figures.search.memory);
  const postgres = latencySummary(figures.search.postgres);
  const autocomplete = latencySummary(figures.autocomplete);
  const jobPage = latencySummary(figures.jobPage);
  const ratio = postgres.p99Ms / memory.p99Ms;
  const { afterRun } = figures.memoryServer;
  const target = (budget: number | null, text: (value: number) => string) =>
    budget === null ? '' : text(budget);
  const rows: [string, string, string, string][] = [
    ['search p50', ms(memory.p50Ms), ms(postgres.p50Ms), ''],
    ['search p95', ms(memory.p95Ms), ms(postgres.p95Ms), ''],
    ['search p99', ms(memory.p99Ms), ms(postgres.p99Ms), `≤ ${budgets.searchP99Ms} ms (memory)`],
    ['search max', ms(memory.maxMs), ms(postgres.maxMs), ''],
    ['search throughput', `${memory.perSecond} req/s`, `${postgres.perSecond} req/s`, ''],
    [
      'search requests (failed)',
      `${memory.requests} (${memory.failures})`,
      `${postgres.requests} (${postgres.failures})`,
      '',
    ],
    [
      'p99 postgres / memory',
      `${ratio.toFixed(1)}×`,
      '',
      target(budgets.p99Ratio, (value) => `≥ ${value}×`),
    ],
    [
      'autocomplete p50 / p99',
      `${ms(autocomplete.p50Ms)} / ${ms(autocomplete.p99Ms)}`,
      '',
      target(budgets.autocompleteP99Ms, (value) => `≤ ${value} ms p99`),
    ],
    [
      'job page p50 / p95 (settled)',
      `${ms(jobPage.p50Ms)} / ${ms(jobPage.p95Ms)}`,
      '',
      target(budgets.jobPageP95Ms, (value) => `≤ ${value} ms p95`),
    ],
    [
      'index build',
      `${(figures.build.buildMs / 1000).toFixed(1)} s (${figures.build.positions} positions)`,
      '',
      target(budgets.buildMs, (value) => `≤ ${value / 1000} s`),
    ],
    [
      'server RSS after run (peak)',
      `${mb(afterRun.rssBytes)} (${mb(afterRun.peakRssBytes)})`,
      `${mb(figures.postgresServer.rssBytes)} (${mb(figures.postgresServer.peakRssBytes)})`,
      `≤ ${mb(budgets.rssBytes)} (memory)`,
    ],
    [
      'seed',
      figures.seedSeconds === null ? 'reused database' : `${figures.seedSeconds.toFixed(0)} s`,
      '',
      '',
    ],
  ];
  console.log(`\n| ${figures.positions} positions | memory | postgres | target |`);
  console.log('| --- | --- | --- | --- |');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);

  const timings = {
    memory: serverTimings(figures.search.memory),
    postgres: serverTimings(figures.search.postgres),
  };
  console.log('\nserver-side timings (debug=1), p50 / p99:');
  for (const [engine, steps] of Object.entries(timings)) {
    const shown = Object.entries(steps).map(
      ([step, value]) => `${step} ${value.p50} / ${value.p99}`,
    );
    console.log(`  ${engine}: ${shown.join(', ')}`);
  }
  console.log('');
  checkBudget('memory search p99', memory.p99Ms, budgets.searchP99Ms, 'ms');
  if (budgets.p99Ratio !== null)
    checkBudget('p99 postgres / memory', ratio, budgets.p99Ratio, '×', 'floor');
  if (budgets.autocompleteP99Ms !== null)
    checkBudget('autocomplete p99', autocomplete.p99Ms, budgets.autocompleteP99Ms, 'ms');
  if (budgets.jobPageP95Ms !== null)
    checkBudget('job page p95', jobPage.p95Ms, budgets.jobPageP95Ms, 'ms');
  if (budgets.buildMs !== null)
    checkBudget('index build', figures.build.buildMs, budgets.buildMs, 'ms');
  checkBudget(
    'memory server RSS after the run',
    afterRun.rssBytes / MB,
    budgets.rssBytes / MB,
    'MB',
  );
  if (memory.failures + autocomplete.failures + jobPage.failures > 0) process.exitCode = 1;

  return {
    ...figures,
    budgets,
    search: { memory, postgres, p99Ratio: round(ratio) },
    serverTimings: timings,
    autocomplete,
    jobPage,
  };
}
