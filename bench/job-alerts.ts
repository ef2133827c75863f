import { spawn, spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareSearchDatabase } from './lib/search-database';
import { repoRoot } from './lib/server';

// One digest run (`careers alerts run`, as an operator or the schedule runs it)
// over N confirmed alerts sharing a few searches, each with a week of demo positions to mail.
// Budget: 10,000 alerts in at most 60 s. Figures are printed, not asserted.
const { values } = parseArgs({
  options: {
    alerts: { type: 'string', default: '10000' },
    positions: { type: 'string', default: '2200' },
  },
});
const ALERTS = Number(values.alerts);
const POSITIONS = Number(values.positions);
if (!Number.isInteger(ALERTS) || ALERTS < 1) throw new Error('--alerts N, N ≥ 1');
const SEARCHES = ['nurse', 'engineer', 'manager', 'sales', ''];
const BUDGET_SECONDS = 60;

function psql(url: string, statement: string): void {
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', '-c', statement], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`psql exited with ${result.status}`);
}

// The search key as the server writes it (job-alert-search.ts) for a query alone.
function seedAlerts(url: string): void {
  const searches = SEARCHES.map((query) => `'${query}'`).join(', ');
  psql(
    url,
    `insert into job_alerts (group_id, email, language, query, search_key,
       unsubscribe_token_hash, created_at, confirmed_at, checked_until)
     select g.id, 'bench-' || i || '@example.com', 'en', q.query,
       encode(sha256(convert_to('["' || q.query || '","",{}]', 'UTF8')), 'hex'),
       md5('bench-unsubscribe-' || i), now() - interval '8 days', now() - interval '8 days',
       date_trunc('milliseconds', now() - interval '7 days')
     from generate_series(1, ${ALERTS}) as i
     cross join lateral (
       select (array[${searches}])[1 + i % ${SEARCHES.length}] as query
     ) as q
     cross join (select id from groups where domain = 'northwind.example') as g`,
  );
}

type Run = { digests: number; alerts: number; seconds: number; wallSeconds: number };

async function runAlerts(url: string): Promise<Run> {
  const started = performance.now();
  const cli = path.join(repoRoot, 'apps', 'server', 'src', 'cli', 'main.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', cli, 'alerts', 'run'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL: url },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`careers alerts run exited with ${code}`);
  const match =
    /Queued (\d+) job alert digest\(s\) for (\d+) confirmed alert\(s\) in ([\d.]+) s/.exec(output);
  if (!match) throw new Error(`Unexpected output: ${output}`);
  return {
    digests: Number(match[1]),
    alerts: Number(match[2]),
    seconds: Number(match[3]),
    wallSeconds: (performance.now() - started) / 1000,
  };
}

const cleanUps: (() => Promise<void>)[] = [];
console.log(
  `job alerts benchmark: ${ALERTS} alerts over ${SEARCHES.length} searches, ${POSITIONS} positions, ${cpus().length} cores`,
);
try {
  const database = await prepareSearchDatabase(POSITIONS, (step) => cleanUps.push(step));
  seedAlerts(database.url);
  const first = await runAlerts(database.url);
  console.log(
    `first run: ${first.digests} digests for ${first.alerts} alerts in ${first.seconds.toFixed(1)} s (process ${first.wallSeconds.toFixed(1)} s; budget ${BUDGET_SECONDS} s)`,
  );
  const second = await runAlerts(database.url);
  console.log(
    `second run (nothing new): ${second.digests} digests in ${second.seconds.toFixed(1)} s (process ${second.wallSeconds.toFixed(1)} s)`,
  );
} catch (error) {
  process.exitCode = 1;
  throw error;
} finally {
  for (const step of cleanUps.reverse()) await step().catch(console.error);
}
