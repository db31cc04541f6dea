import { load } from './load.ts';
import { cpuMs } from './process-stats.ts';
import { type Endpoint } from './timed-requests.ts';

export interface Throughput {
  readonly rps: number;
  /** CPU time (user + system) the server process used per request over the load, in ms. */
  readonly cpuPerRequest: number;
  /**
   * CPU time this process (autocannon and, in the prediction benches, the fake OpenAI server) used per request, in
   * ms: when it nears 1000 / rps the client, not the server, sets the rate.
   */
  readonly clientCpuPerRequest: number;
  /** Connection errors, timeouts and non-2xx answers. */
  readonly errors: number;
}

/**
 * `amount` POSTs to `endpoint` at `connections` at once (autocannon, keep-alive), request number i carrying
 * `endpoint.body(i)`; the server's CPU is read from /proc/<pid>/stat before and after.
 */
function clientCpuMs(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1000;
}

export async function measureThroughput(
  endpoint: Endpoint,
  pid: number,
  amount: number,
  connections: number,
): Promise<Throughput> {
  let next = 0;
  const cpuBefore = cpuMs(pid);
  const clientBefore = process.cpuUsage();
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
    clientCpuPerRequest: clientCpuMs(process.cpuUsage(clientBefore)) / amount,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
