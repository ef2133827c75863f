import http from 'node:http';

// A logged-in candidate's bounded load: `clients` loops, each with one request in flight on its
// own keep-alive socket, asking one call with the candidate's cookies until the time is out.
export function createCandidateLoad(clients: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });

  function requestOnce(url: URL, headers: Record<string, string>): Promise<number> {
    return new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      const request = http.get(url, { agent, headers }, (response) => {
        response.resume();
        response.once('end', () => {
          if (response.statusCode !== 200)
            reject(new Error(`${url.pathname} answered ${response.statusCode}`));
          else resolve(Number(process.hrtime.bigint() - started) / 1e6);
        });
      });
      request.once('error', reject);
    });
  }

  return {
    agent,
    // Latencies in ms, in the order they came.
    run: async (url: URL, headers: Record<string, string>, durationMs: number) => {
      const latencies: number[] = [];
      const deadline = performance.now() + durationMs;
      const client = async () => {
        while (performance.now() < deadline) latencies.push(await requestOnce(url, headers));
      };
      await Promise.all(Array.from({ length: clients }, client));
      return latencies;
    },
    destroy: () => {
      agent.destroy();
    },
  };
}
