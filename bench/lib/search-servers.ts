import { BENCH_PORT, startServer, type RunningServer } from './server';

export type SearchEngineName = 'memory' | 'postgres';
export type SearchServer = RunningServer & { engine: SearchEngineName; pid: number };
export type IndexBuild = { groupId: string; positions: number; buildMs: number };

export const SEARCH_DOMAIN = 'northwind.example';
const BUILD_TIMEOUT_MS = 15 * 60 * 1000;

type LogLine = { msg?: string; groupId?: string; positions?: number; buildMs?: number };

function readLogLine(line: string): LogLine | null {
  try {
    return JSON.parse(line) as LogLine;
  } catch {
    return null;
  }
}

// Which engine answers the group's searches now (the memory server answers from PostgreSQL
// until the group's index is built).
async function engineAnswering(server: RunningServer): Promise<string | undefined> {
  const response = await fetch(`${server.url}/api/pcsx/search?domain=${SEARCH_DOMAIN}&debug=1`);
  const body = (await response.json()) as { data?: { debug_data?: { engine?: string } | null } };
  return body.data?.debug_data?.engine;
}

// One server process of the bundled server on `databaseUrl` with SEARCH_ENGINE=`engine`; for
// `memory`, resolves once Northwind's index is built, with the build its log reported.
export async function startSearchServer(
  engine: SearchEngineName,
  databaseUrl: string,
  onStarted: (server: SearchServer) => void,
): Promise<{ server: SearchServer; build: IndexBuild | null }> {
  const builds: IndexBuild[] = [];
  let built: () => void = () => undefined;
  const running = await startServer({
    entry: 'bundle',
    port: engine === 'memory' ? BENCH_PORT : BENCH_PORT + 1,
    timeoutMs: 120_000,
    env: {
      DATABASE_URL: databaseUrl,
      SEARCH_ENGINE: engine,
      DEMO: '1',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    onLogLine: (line) => {
      const entry = readLogLine(line);
      if (entry?.msg !== 'search: index built') return;
      builds.push({
        groupId: entry.groupId ?? '',
        positions: entry.positions ?? 0,
        buildMs: entry.buildMs ?? 0,
      });
      built();
    },
  });
  const { pid } = running.child;
  if (pid === undefined) throw new Error('The server has no process id');
  const server = { ...running, engine, pid };
  onStarted(server);
  if (engine === 'postgres') return { server, build: null };

  // Northwind is the benchmark's large group (Contoso has 300 positions): its build is the
  // largest one logged by the time Northwind answers from memory.
  const deadline = performance.now() + BUILD_TIMEOUT_MS;
  for (let seen = 0; ; seen = builds.length) {
    while (builds.length === seen) {
      if (performance.now() > deadline) throw new Error('No index built in time');
      await new Promise<void>((resolve) => {
        built = resolve;
        setTimeout(resolve, 1000);
      });
    }
    if ((await engineAnswering(server)) === 'memory') {
      const largest = builds.reduce((a, b) => (b.positions > a.positions ? b : a));
      return { server, build: largest };
    }
  }
}
