import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE_CLI = fileURLToPath(new URL('../../packages/server/src/cli.ts', import.meta.url));
const BUILT_CLI = fileURLToPath(new URL('../../packages/server/dist/cli.js', import.meta.url));

/**
 * How the server under measurement runs: built (`packages/server/dist/cli.js`, as `npm start` runs it; built first
 * when its sources changed), or from source through tsx with BENCH_FROM_SOURCE=1 (slower: tsx's transform and
 * unbundled modules add CPU and memory a user never pays).
 */
function serverCommand(): readonly string[] {
  if (process.env.BENCH_FROM_SOURCE === '1') return ['--import', 'tsx', SOURCE_CLI];
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build/build.ts', '--only', 'server', '--if-changed'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return [BUILT_CLI];
}

/** Waits until `url` answers 2xx (the server under measurement is listening), `timeoutMs` at most. */
export async function waitUntilAnswering(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Starts a Loomflow server (built, see serverCommand) on SQLite in `dataDir`, in its own process, and waits until
 * it answers `/api/v1/ping`. 127.0.0.1 is allowed for outbound calls (the fake OpenAI server). BENCH_CPU_PROF=<dir>
 * writes a CPU profile of the server there.
 */
export async function startServer(
  dataDir: string,
  port: number,
  env: Readonly<Record<string, string>> = {},
): Promise<ChildProcess> {
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, ...serverCommand(), 'start'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      HTTP_ALLOW_LIST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilAnswering(`http://127.0.0.1:${port}/api/v1/ping`);
  return child;
}

/** Ends a child process (SIGTERM) and waits for it to exit. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
