import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// A real server process (server.ts through tsx), for the tests of what only processes show:
// crashes, shutdown, several processes on one database.
const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));

export type ServerProcess = {
  origin: string;
  child: ChildProcess;
  // Its exit code, or the signal that ended it.
  exited: Promise<number | string>;
};

// Resolves once it prints `ready` (by default the line every start prints); rejects with what
// it printed when it exits first. A random port unless `port` is given.
export function startServerProcess(
  env: Record<string, string>,
  options: { ready?: string; port?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? 4300 + Math.floor(Math.random() * 1500);
  const ready = options.ready ?? 'Careers is running at';
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'warn', RENDER_THREADS: '0', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      resolve(code ?? signal ?? -1);
    }),
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve({ origin: `http://127.0.0.1:${port}`, child, exited });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      reject(new Error(`server exited ${String(code)} before ready:\n${output}`));
    });
  });
}

// Waits until `check` holds, asking every 100 ms; throws after `timeoutMs`.
export async function pollUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
