import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { createConnection, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseFrames, type StreamFrame } from './agentflow-test-flows.ts';

/** Test support for queue mode: Loomflow processes as children, Redis checks, an LLM proxy that sees cuts. */

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (typeof address === 'object' && address) resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** Whether a Redis answers PING on the port (a raw RESP exchange; no client needed). */
export function redisAnswers(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    const done = (answer: boolean): void => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => {
      done(false);
    });
    socket.once('error', () => {
      done(false);
    });
    socket.once('connect', () => {
      socket.write('PING\r\n');
    });
    socket.once('data', (data) => {
      done(data.toString().startsWith('+PONG'));
    });
  });
}

/**
 * Whether the local Redis (6379) is there for the queue tests. Under CI a missing Redis fails the run instead of
 * skipping it.
 */
export async function localRedisForTests(): Promise<boolean> {
  const up = await redisAnswers(6379);
  if (!up && process.env.CI === 'true')
    throw new Error(
      'Redis is required for the queue-mode tests (CI=true) but 127.0.0.1:6379 does not answer',
    );
  return up;
}

export interface LoomflowProcess {
  readonly child: ChildProcess;
  readonly port: number;
  readonly url: string;
  /** Kills the process (SIGTERM unless told) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** `loomflow start` or `loomflow worker` as a child process, answering on its port when this resolves. */
export async function startLoomflow(
  command: 'start' | 'worker',
  env: Record<string, string>,
): Promise<LoomflowProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, command], {
    env: {
      ...process.env,
      ...env,
      HOST: '127.0.0.1',
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
      ...(command === 'start' ? { PORT: String(port) } : { WORKER_PORT: String(port) }),
    },
    stdio: ['ignore', process.env.LOOMFLOW_TEST_LOGS ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${String(port)}`;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  await waitUntil(async () => {
    if (gone) throw new Error(`loomflow ${command} exited before it was ready`);
    return answers(command === 'start' ? `${url}/api/v1/ping` : `${url}/readyz`);
  }, `loomflow ${command}`);
  return {
    child,
    port,
    url,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (gone) return;
      child.kill(signal);
      await exited;
    },
  };
}

/** A proxy in front of the fake LLM: counts the chat requests whose caller hung up before the answer ended. */
export interface CutWatchingProxy {
  readonly url: string;
  /** Requests the caller cut (closed before the response finished). */
  cut(): number;
  /** Requests that ran to the end. */
  completed(): number;
  close(): Promise<void>;
}

export async function startCutWatchingProxy(targetUrl: string): Promise<CutWatchingProxy> {
  const target = new URL(targetUrl);
  let cut = 0;
  let completed = 0;
  const server: Server = createHttpServer((incoming, outgoing) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
        response.on('end', () => {
          completed += 1;
        });
      },
    );
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) {
        cut += 1;
        upstream.destroy();
      }
    });
    upstream.on('error', () => {
      outgoing.destroy();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${String(port)}${target.pathname}`,
    cut: () => cut,
    completed: () => completed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** A streamed prediction read as it arrives: the frames so far, and the whole list once it ended. */
export interface LiveStream {
  frames(): StreamFrame[];
  readonly done: Promise<StreamFrame[]>;
}

export function streamPrediction(
  url: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): LiveStream {
  let text = '';
  const done = (async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ ...body, streaming: true }),
    });
    if (!response.body) throw new Error(`no stream (${String(response.status)})`);
    const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
    const decoder = new TextDecoder();
    for (let read = await reader.read(); !read.done; read = await reader.read())
      text += decoder.decode(read.value, { stream: true });
    return parseFrames(text);
  })();
  // Frames are whole once their blank line arrived.
  const complete = (): string => text.slice(0, text.lastIndexOf('\n\n') + 2);
  return { frames: () => parseFrames(complete()), done };
}
