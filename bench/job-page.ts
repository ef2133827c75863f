import { cpus, loadavg } from 'node:os';
import { jobPagePaths, SETTLING_PAGES } from './lib/job-pages';
import { createCleanUps, readRunSettings } from './lib/postgres-run';
import { runLoad } from './lib/load';
import { readProcessCpuMs, readThreadsCpuMs } from './lib/process-cpu';
import { readProcessMemory } from './lib/process-memory';
import { checkBudget, latencySummary, writeResults } from './lib/report';
import { prepareSearchDatabase } from './lib/search-database';
import { startSearchServer } from './lib/search-servers';
import { buildServerBundle, stopServer } from './lib/server';

// Budget p95 ≤ 20 ms: the HTML of distinct job pages (`/careers/job/{id}-{slug}`, as the sitemap
// lists them, so none comes from the page cache), 8 clients, on a PostgreSQL database of N
// Northwind positions, one server as `npm start` runs it (the bundle, RENDER_THREADS as the
// environment says). `bench:search` measures the same pages beside the search engines. The
// settled server then serves as many other pages in Japanese and in Arabic (`hl`), side by side:
// a page in any language costs what an English one does.
const settings = readRunSettings();
const P95_BUDGET_MS = 20;
const LANGUAGES = ['ja', 'ar'] as const;
// The budget is read on a settled server (SETTLING_PAGES); the first 2,000 pages after start are
// measured and reported too.
const round = (value: number) => Math.round(value * 100) / 100;

const cleanUps = createCleanUps();

const started = new Date();
const loadAtStart = loadavg()[0]!;
console.log(
  `job page benchmark: ${settings.positions} positions, ${settings.clients} clients, ${cpus().length} cores, RENDER_THREADS=${process.env.RENDER_THREADS ?? 'default'}, load ${loadAtStart.toFixed(2)}`,
);
try {
  if (!process.env.BENCH_NO_BUILD) buildServerBundle();
  const database = await prepareSearchDatabase(settings.positions, (step) => cleanUps.add(step));
  await startSearchServer('memory', database.url, (server) => {
    cleanUps.add(() => stopServer(server));
  }).then(async ({ server }) => {
    const { clients, durationMs } = settings;
    const options = { baseUrl: server.url, clients, durationMs };
    const paths = await jobPagePaths(
      server.url,
      settings.warmUp + (2 + LANGUAGES.length) * settings.requests + SETTLING_PAGES,
    );
    // CPU per page (ms): the server process (every thread) and this load generator.
    const measure = async (pages: string[]) => {
      const serverCpuBefore = readProcessCpuMs(server.pid);
      const threadsBefore = readThreadsCpuMs(server.pid);
      const clientCpuBefore = process.cpuUsage();
      const run = latencySummary(await runLoad(pages, options));
      const clientCpu = process.cpuUsage(clientCpuBefore);
      if (run.failures > 0) throw new Error(`${run.failures} pages failed: ${run.firstFailure}`);
      const cpuPerPage = {
        server: round((readProcessCpuMs(server.pid) - serverCpuBefore) / run.requests),
        client: round((clientCpu.user + clientCpu.system) / 1000 / run.requests),
        // The main thread, then the server's busiest other threads (render threads, GC helpers).
        threads: [...readThreadsCpuMs(server.pid)]
          .map(([tid, ms]) => ({
            tid,
            ms: round((ms - (threadsBefore.get(tid) ?? 0)) / run.requests),
          }))
          .sort(
            (a, b) => Number(b.tid === server.pid) - Number(a.tid === server.pid) || b.ms - a.ms,
          )
          .slice(0, 5)
          .map(({ ms }) => ms),
      };
      return { run, cpuPerPage };
    };
    const report = (label: string, { run, cpuPerPage }: Awaited<ReturnType<typeof measure>>) => {
      console.log(
        `${label}: ${run.requests} pages, ${run.perSecond} a second: p50 ${run.p50Ms} ms, p95 ${run.p95Ms} ms, p99 ${run.p99Ms} ms, max ${run.maxMs} ms; CPU per page: server ${cpuPerPage.server} ms, load generator ${cpuPerPage.client} ms; server threads (main first) ${cpuPerPage.threads.join(' / ')} ms`,
      );
      // Threads as one line (main first): the results stay as Prettier writes them.
      return { run, cpuPerPage: { ...cpuPerPage, threads: cpuPerPage.threads.join(' / ') } };
    };
    let next = 0;
    const take = (count: number) => paths.slice(next, (next += count));
    await runLoad(take(settings.warmUp), options);
    const justStarted = report('just started', await measure(take(settings.requests)));
    await runLoad(take(SETTLING_PAGES), options);
    const settled = report('settled', await measure(take(settings.requests)));
    const inLanguages = [];
    for (const language of LANGUAGES) {
      const pages = take(settings.requests).map((path) => `${path}&hl=${language}`);
      const measured = report(`settled, in ${language}`, await measure(pages));
      checkBudget(`job page p95 in ${language}`, measured.run.p95Ms, P95_BUDGET_MS, 'ms');
      inLanguages.push({ language, ...measured });
    }
    const { run, cpuPerPage } = settled;
    const memory = readProcessMemory(server.pid);
    console.log(
      `server RSS after the runs ${Math.round(memory.rssBytes / 2 ** 20)} MB (peak ${Math.round(memory.peakRssBytes / 2 ** 20)} MB)`,
    );
    checkBudget('job page p95', run.p95Ms, P95_BUDGET_MS, 'ms');
    const figures = {
      date: started.toISOString(),
      machine: { cores: cpus().length, cpu: cpus()[0]?.model ?? '', node: process.version },
      loadAtStart,
      positions: settings.positions,
      clients: settings.clients,
      renderThreads: process.env.RENDER_THREADS ?? 'default',
      seedSeconds: database.seedSeconds,
      settlingPages: SETTLING_PAGES,
      run,
      cpuPerPage,
      justStarted,
      inLanguages,
      memory,
    };
    writeResults(`job-page-${settings.positions}`, figures);
  });
} catch (error) {
  process.exitCode = 1;
  throw error;
} finally {
  await cleanUps.run();
}
