import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { startThrowawayPostgres } from '@careers/server/testing/throwaway-postgres';
import { repoRoot } from './server';

export type SearchDatabase = { url: string; seedSeconds: number | null };

// `npm run careers -- seed --positions N`: the real CLI, in its own process, as an operator runs it.
async function seed(url: string, positions: number): Promise<number> {
  const started = performance.now();
  const cli = path.join(repoRoot, 'apps', 'server', 'src', 'cli', 'main.ts');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', cli, 'seed', '--positions', String(positions)],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, DATABASE_URL: url },
    },
  );
  createInterface({ input: child.stdout }).on('line', (line) => {
    console.log(`seed: ${line.trim()}`);
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`careers seed exited with ${code}`);
  return (performance.now() - started) / 1000;
}

// A throwaway PostgreSQL cluster (the one the server tests use), migrated and seeded with
// `positions` Northwind positions; BENCH_DATABASE_URL names an already seeded one instead, which
// is then left as it is. `onCleanUp` gets what removes the cluster as soon as there is one.
export async function prepareSearchDatabase(
  positions: number,
  onCleanUp: (cleanUp: () => Promise<void>) => void,
): Promise<SearchDatabase> {
  const existing = process.env.BENCH_DATABASE_URL;
  if (existing) return { url: existing, seedSeconds: null };
  const cluster = await startThrowawayPostgres();
  onCleanUp(cluster.destroy);
  return { url: cluster.url, seedSeconds: await seed(cluster.url, positions) };
}
