import { cpus, loadavg } from 'node:os';
import { jobPagePaths, SETTLING_PAGES } from './lib/job-pages';
import { createCleanUps, readRunSettings } from './lib/postgres-run';
import { runLoad, type LoadResult } from './lib/load';
import { readProcessMemory } from './lib/process-memory';
import { prepareSearchDatabase } from './lib/search-database';
import { printSearchReport, type SearchFigures } from './lib/search-report';
import {
  autocompletePath,
  generateAutocompleteRequests,
  generateSearchRequests,
  searchPath,
} from './lib/search-requests';
import {
  SEARCH_DOMAIN,
  startSearchServer,
  type SearchEngineName,
  type SearchServer,
} from './lib/search-servers';
import { buildServerBundle, stopServer } from './lib/server';
import { writeResults } from './lib/report';

// The in-memory search index against PostgreSQL full text on one database of N Northwind positions,
// two server processes side by side, 8 clients, distinct requests (the budgets are in
// lib/search-report.ts).
// Then distinct job pages from the memory server, the same way, once it has settled.
const {
  positions: POSITIONS,
  clients: CLIENTS,
  warmUp: WARM_UP,
  requests: REQUESTS,
  durationMs: DURATION_MS,
} = readRunSettings();

type ServerTimings = { engineMs: number[]; serviceMs: number[]; steps: Record<string, number[]> };
type DebugBody = {
  data: { debug_data: { engine: string; timings: Record<string, number> } | null };
};

const cleanUps = createCleanUps();

const searches = generateSearchRequests(WARM_UP + REQUESTS).map(
  (request) => `${searchPath(SEARCH_DOMAIN, request)}&debug=1`,
);
const completions = generateAutocompleteRequests().map((request) =>
  autocompletePath(SEARCH_DOMAIN, request),
);

async function measureSearch(server: SearchServer): Promise<LoadResult & ServerTimings> {
  const timings: ServerTimings = { engineMs: [], serviceMs: [], steps: {} };
  const options = { baseUrl: server.url, clients: CLIENTS, durationMs: DURATION_MS };
  await runLoad(searches.slice(0, WARM_UP), options);
  const result = await runLoad(searches.slice(WARM_UP), {
    ...options,
    onBody: (requestPath, body) => {
      const debug = (JSON.parse(body) as DebugBody).data.debug_data;
      if (debug?.engine !== server.engine) {
        throw new Error(`${requestPath} was answered by ${debug?.engine ?? 'no engine'}`);
      }
      const { total_ms: engineMs, service_ms: serviceMs, ...steps } = debug.timings;
      timings.engineMs.push(engineMs ?? Number.NaN);
      timings.serviceMs.push(serviceMs ?? Number.NaN);
      for (const [step, ms] of Object.entries(steps)) (timings.steps[step] ??= []).push(ms);
    },
  });
  return { ...result, ...timings };
}

const started = new Date();
const loadAtStart = loadavg()[0]!;
console.log(
  `search benchmark: ${POSITIONS} positions, ${CLIENTS} clients, ${REQUESTS} requests or ${DURATION_MS / 1000} s per engine, ${cpus().length} cores, load ${loadAtStart.toFixed(2)}`,
);
try {
  buildServerBundle();
  const database = await prepareSearchDatabase(POSITIONS, (step) => cleanUps.add(step));
  const servers = {} as Record<SearchEngineName, SearchServer>;
  const onStarted = (server: SearchServer) => {
    servers[server.engine] = server;
    cleanUps.add(() => stopServer(server));
  };
  const [{ build }] = await Promise.all([
    startSearchServer('memory', database.url, onStarted),
    startSearchServer('postgres', database.url, onStarted),
  ]);
  if (!build) throw new Error('The memory server reported no index build');
  console.log(
    `index built: ${build.positions} positions in ${(build.buildMs / 1000).toFixed(1)} s`,
  );
  const afterBuild = readProcessMemory(servers.memory.pid);

  const memory = await measureSearch(servers.memory);
  // Autocomplete before PostgreSQL's run: its searches past the statement timeout keep the
  // database busy for a while after the run ends.
  const autocompleteOptions = {
    baseUrl: servers.memory.url,
    clients: CLIENTS,
    durationMs: DURATION_MS,
  };
  await runLoad(completions.slice(0, WARM_UP), autocompleteOptions);
  const autocomplete = await runLoad(completions.slice(WARM_UP), autocompleteOptions);
  const settle = WARM_UP + SETTLING_PAGES;
  const jobPages = await jobPagePaths(servers.memory.url, settle + REQUESTS);
  await runLoad(jobPages.slice(0, settle), autocompleteOptions);
  const jobPage = await runLoad(jobPages.slice(settle), autocompleteOptions);
  const postgres = await measureSearch(servers.postgres);

  const figures: SearchFigures = {
    date: started.toISOString(),
    machine: {
      cores: cpus().length,
      cpu: cpus()[0]?.model ?? '',
      node: process.version,
      loadAtStart,
    },
    positions: POSITIONS,
    clients: CLIENTS,
    seedSeconds: database.seedSeconds,
    build,
    search: { memory, postgres },
    autocomplete,
    jobPage,
    memoryServer: { afterBuild, afterRun: readProcessMemory(servers.memory.pid) },
    postgresServer: readProcessMemory(servers.postgres.pid),
  };
  const json = printSearchReport(figures);
  writeResults(`search-${POSITIONS}`, json);
} catch (error) {
  process.exitCode = 1;
  throw error;
} finally {
  await cleanUps.run();
}
