// Bundles the server into apps/server/dist/server/server.mjs so `npm start` runs plain Node: the
// tsx loader hooks every import and cost seconds of the 5 s start budget.
// Our own workspaces are bundled; everything from node_modules stays external.
import { cpSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(`${root}apps/server/package.json`, 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@careers/'));

export const SERVER_BUNDLE = `${root}apps/server/dist/server/server.mjs`;

export async function buildServer() {
  await build({
    entryPoints: [`${root}apps/server/src/server.ts`],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: external.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
  // The gazetteer reads ./data/cities.tsv beside its module, which in the bundle is server.mjs.
  cpSync(
    `${root}apps/server/src/modules/geo/data/cities.tsv`,
    `${root}apps/server/dist/server/data/cities.tsv`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
