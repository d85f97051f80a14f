import http from 'node:http';
import { percentile, round } from './stats.ts';

export interface LoadResult {
  label: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  bytes: number;
}

/**
 * Closed-loop load: `concurrency` keep-alive connections each send the next request as soon as
 * the previous answer arrived, for `seconds`. Latency in milliseconds. Bounded in count and time.
 */
export async function runLoad(options: {
  label: string;
  url: string;
  seconds: number;
  concurrency: number;
  headers?: Record<string, string>;
  maxRequests?: number;
}): Promise<LoadResult> {
  const target = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const maxRequests = options.maxRequests ?? 1_000_000;
  const deadline = performance.now() + options.seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const start = performance.now();
      const req = http.get(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          agent,
          headers: options.headers,
        },
        (res) => {
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => {
            if (res.statusCode !== 200) errors++;
            latencies.push(performance.now() - start);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const worker = async () => {
    while (performance.now() < deadline && latencies.length + errors < maxRequests) await once();
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsed = (performance.now() - began) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    label: options.label,
    requests: latencies.length,
    errors,
    rps: round(latencies.length / elapsed, 1),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    bytes,
  };
}
