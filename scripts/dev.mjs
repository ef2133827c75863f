// `npm run dev` (decision 001 §7): the web app rebuilt on change beside the server restarted on
// change; the server serves apps/web/dist as in production.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn('npx', ['vite', 'build', '--watch'], { cwd: `${root}apps/web`, stdio: 'inherit' }),
  // The server reads index.html once; a web rebuild renames the hashed assets, so it restarts.
  spawn(
    'npx',
    ['tsx', 'watch', '--include', 'apps/web/dist/index.html', 'apps/server/src/server.ts'],
    { cwd: root, stdio: 'inherit' },
  ),
];
let isStopping = false;
const stop = (signal) => {
  if (isStopping) return;
  isStopping = true;
  for (const child of children) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode ||= code ?? 0;
  });
