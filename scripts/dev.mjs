// `npm run dev` (decision 001 §7): the web app rebuilt on change beside the server restarted on
// change; the server serves apps/web/dist as in production.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn('npx', ['vite', 'build', '--watch'], { cwd: `${root}apps/web`, stdio: 'inherit' }),
  // The server renderer of decision 014, rebuilt from the same sources so the pages it renders
  // match the app that hydrates them.
  spawn(
    'npx',
    ['vite', 'build', '--watch', '--ssr', 'src/app/entry-server.tsx', '--outDir', 'dist-server'],
    { cwd: `${root}apps/web`, stdio: 'inherit' },
  ),
  // The server reads index.html and the renderer once; a web rebuild renames the hashed assets
  // and rewrites the renderer, so it restarts.
  spawn(
    'npx',
    [
      'tsx',
      'watch',
      '--include',
      'apps/web/dist/index.html',
      '--include',
      'apps/web/dist/esign.html',
      '--include',
      'apps/web/dist-server/entry-server.js',
      'apps/server/src/server.ts',
    ],
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
