import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../packages/server/dist/cli.js', import.meta.url));
const WEB_DIST = fileURLToPath(new URL('../../packages/web/dist', import.meta.url));
const WEB_INDEX = path.join(WEB_DIST, 'index.html');

export interface AppServer {
  readonly url: string;
  /** The server's data directory (its SQLite file is `database.sqlite` there). */
  readonly dataDir: string;
  readonly output: string[];
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (typeof address === 'object' && address) resolve(address.port);
        else reject(new Error('could not find a free port'));
      });
    });
  });
}

/** Starts the built app exactly as README's first command does, on a fresh SQLite data directory. */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  if (!existsSync(CLI) || !existsSync(WEB_INDEX)) {
    throw new Error(
      'The app is not built: run `npm run build` before the e2e tests (npm run test:e2e does).',
    );
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loomflow-e2e-'));
  // Serve a copy of the built web app: a rebuild while the tests run must not pull chunks from under the page.
  const webDistDir = path.join(dataDir, 'web');
  cpSync(WEB_DIST, webDistDir, { recursive: true });
  const port = await freePort();
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [CLI, 'start'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDistDir,
      // Vitest sets MODE=test for its own use; the app reads MODE as its run mode (in-process unless asked).
      MODE: 'main',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output.join('')}`);
    try {
      if ((await fetch(`${url}/api/v1/ping`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    dataDir,
    output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
