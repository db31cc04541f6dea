import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { waitUntilAnswering } from './loomflow-server.ts';

const RELAY = fileURLToPath(new URL('./bare-relay.ts', import.meta.url));

/** Starts the bare relay (bare-relay.ts) in its own process, calling `upstreamUrl`, and waits until it answers. */
export async function startBareRelay(port: number, upstreamUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', RELAY], {
    env: { ...process.env, PORT: String(port), UPSTREAM_URL: upstreamUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilAnswering(`http://127.0.0.1:${port}/ping`);
  return child;
}
