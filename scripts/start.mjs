// `npm start` (decisions 001 §7, 007): build the web app and the server bundle when missing or
// older than their sources, then run the server with plain Node, forwarding signals so shutdown
// stays graceful.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_BUNDLE } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/esign.html',
  'apps/web/public',
  'packages/contracts/src',
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
}

function isStale(output, inputs) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  return (
    builtAt === 0 || Math.max(...inputs.map((path) => newestChange(join(root, path)))) > builtAt
  );
}

if (isStale(builtIndex, sources)) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@careers/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (
  isStale(SERVER_BUNDLE, ['apps/server/src', 'packages/contracts/src', 'apps/server/package.json'])
) {
  console.log('Building the server…');
  await buildServer();
}

const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
