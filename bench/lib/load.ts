import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

// A bounded load of our own (decision 004): `clients` loops, each with one request in flight on
// its own keep-alive connection, taking the next path of the list until it is used up or time
// is out, so no path is asked twice. node:http rather than fetch: on a 2-core machine the load
// generator shares the cores with the server, and fetch spent four times the CPU per request.
export type LoadOptions = {
  baseUrl: string;
  clients: number;
  durationMs: number;
  // Reads a 200's body after its latency is taken (checks, server-side timings).
  onBody?: (path: string, body: string) => void;
};

// Latencies (ms, sorted) of the answers that were 200; others are counted and the first kept.
export type LoadResult = {
  latencies: number[];
  seconds: number;
  failures: number;
  firstFailure: string | null;
};

type Answer = { status: number; encoding: string | undefined; body: Buffer };

function get(url: URL, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // A browser's Accept-Encoding, so the server compresses as it would for a candidate.
    const sent = request(url, { agent, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    sent.once('error', reject);
    sent.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks),
        });
      });
    });
    sent.end();
  });
}

function decode({ encoding, body }: Answer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

export async function runLoad(paths: readonly string[], options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | null = null;
  let next = 0;
  const agent = new Agent({ keepAlive: true, maxSockets: options.clients });
  const started = performance.now();
  const deadline = started + options.durationMs;
  const client = async () => {
    while (next < paths.length && performance.now() < deadline) {
      const path = paths[next]!;
      next += 1;
      const sent = performance.now();
      const answer = await get(new URL(path, options.baseUrl), agent);
      const latency = performance.now() - sent;
      if (answer.status === 200) {
        latencies.push(latency);
        if (options.onBody) options.onBody(path, decode(answer));
      } else {
        failures += 1;
        firstFailure ??= `${path} answered ${answer.status}: ${decode(answer).slice(0, 200)}`;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.clients }, client));
  } finally {
    agent.destroy();
  }
  return {
    latencies: latencies.sort((a, b) => a - b),
    seconds: (performance.now() - started) / 1000,
    failures,
    firstFailure,
  };
}
