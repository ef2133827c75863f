// A bounded load of our own (decision 004): `clients` loops, each with one request in flight on
// fetch's keep-alive pool, taking the next path of the list until it is used up or time is out,
// so no path is asked twice.
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

export async function runLoad(paths: readonly string[], options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | null = null;
  let next = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const client = async () => {
    while (next < paths.length && performance.now() < deadline) {
      const path = paths[next]!;
      next += 1;
      const sent = performance.now();
      const response = await fetch(`${options.baseUrl}${path}`);
      const body = await response.text();
      const latency = performance.now() - sent;
      if (response.status === 200) {
        latencies.push(latency);
        options.onBody?.(path, body);
      } else {
        failures += 1;
        firstFailure ??= `${path} answered ${response.status}: ${body.slice(0, 200)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  return {
    latencies: latencies.sort((a, b) => a - b),
    seconds: (performance.now() - started) / 1000,
    failures,
    firstFailure,
  };
}
