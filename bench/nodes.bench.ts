/**
 * GET /api/v1/nodes latency (target ≤ 5 ms p50): in process (Fastify inject, no network) and over HTTP on
 * loopback, plain and gzip, one request at a time and under concurrent load (autocannon).
 * Run: npm run nodes -w @loomflow/bench. Prints figures; asserts nothing.
 */
import autocannon from 'autocannon';
import { registerAndLogin, startTestServer } from '@loomflow/testkit/server';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function timed(title: string, once: () => Promise<number>): Promise<void> {
  for (let index = 0; index < 200; index += 1) await once();
  const times: number[] = [];
  let bytes = 0;
  for (let index = 0; index < REQUESTS; index += 1) {
    const started = performance.now();
    bytes = await once();
    times.push(performance.now() - started);
  }
  times.sort((left, right) => left - right);
  const format = (value: number) => `${value.toFixed(2)} ms`.padStart(9);
  console.log(
    `${title.padEnd(40)} p50 ${format(percentile(times, 0.5))}   p90 ${format(percentile(times, 0.9))}   p99 ${format(percentile(times, 0.99))}   ${(bytes / 1024).toFixed(1)} KB`,
  );
}

async function main(): Promise<void> {
  const server = await startTestServer({ database: 'sqlite' });
  try {
    const session = server.session();
    await registerAndLogin(session);
    const cookie = [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const url = `${server.url}/api/v1/nodes`;
    const { app } = server.server;
    console.log(`GET /api/v1/nodes (${REQUESTS} sequential requests after 200 warm-up; target p50 ≤ 5 ms)`);

    await timed('in process (inject), plain JSON', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/v1/nodes', headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
      return response.rawPayload.length;
    });
    await timed('in process (inject), gzip', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/nodes',
        headers: { cookie, 'accept-encoding': 'gzip' },
      });
      return response.rawPayload.length;
    });
    await timed('HTTP loopback, plain JSON (parsed)', async () => {
      const response = await fetch(url, { headers: { cookie, 'accept-encoding': 'identity' } });
      const text = await response.text();
      JSON.parse(text);
      return text.length;
    });
    await timed('HTTP loopback, gzip (decoded, parsed)', async () => {
      const response = await fetch(url, { headers: { cookie, 'accept-encoding': 'gzip' } });
      const text = await response.text();
      JSON.parse(text);
      return Number(response.headers.get('content-length') ?? text.length);
    });

    for (const encoding of ['identity', 'gzip']) {
      const result = await autocannon({
        url,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        headers: { cookie, 'accept-encoding': encoding },
      });
      console.log(
        `${`HTTP load, ${CONNECTIONS} connections, ${encoding}`.padEnd(40)} p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${result.requests.average.toFixed(0)} req/s   errors ${result.errors + result.non2xx}`,
      );
    }
  } finally {
    await server.close();
  }
}

await main();
