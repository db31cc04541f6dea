import { load } from './load.ts';
import { cpuMs } from './process-stats.ts';
import { type Endpoint } from './timed-requests.ts';

export interface Throughput {
  readonly rps: number;
  /** CPU time (user + system) the server process used per request over the load, in ms. */
  readonly cpuPerRequest: number;
  /** Connection errors, timeouts and non-2xx answers. */
  readonly errors: number;
}

/**
 * `amount` POSTs to `endpoint` at `connections` at once (autocannon, keep-alive), request number i carrying
 * `endpoint.body(i)`; the server's CPU is read from /proc/<pid>/stat before and after.
 */
export async function measureThroughput(
  endpoint: Endpoint,
  pid: number,
  amount: number,
  connections: number,
): Promise<Throughput> {
  let next = 0;
  const cpuBefore = cpuMs(pid);
  const { result, seconds } = await load({
    url: endpoint.url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections,
    amount,
    timeout: 60,
    requests: [
      {
        setupRequest: (request) => {
          const body = endpoint.body(next);
          next += 1;
          return { ...request, body };
        },
      },
    ],
  });
  return {
    rps: amount / seconds,
    cpuPerRequest: (cpuMs(pid) - cpuBefore) / amount,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
