import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback HTTP server that counts the requests it receives; answers with `answer` (200 "ok" by default). */
export interface CountingListener {
  /** `http://<host>:<port>` */
  readonly base: string;
  readonly port: number;
  /** Paths received, in order. */
  readonly received: string[];
  close(): Promise<void>;
}

export type ListenerAnswer = (request: IncomingMessage, response: ServerResponse, body: string) => void;

const defaultAnswer: ListenerAnswer = (request, response) => {
  const url = new URL(request.url ?? '/', 'http://listener');
  if (url.pathname === '/to') {
    response.statusCode = 302;
    response.setHeader('location', url.searchParams.get('location') ?? '/');
    response.end();
    return;
  }
  response.setHeader('content-type', 'application/json');
  response.end('{"ok":true}');
};

/** Starts a listener on `host` (127.0.0.1 unless told; 127.0.0.2 etc. are loopback too on Linux). */
export function startCountingListener(
  host = '127.0.0.1',
  answer: ListenerAnswer = defaultAnswer,
): Promise<CountingListener> {
  const received: string[] = [];
  const server: Server = createServer((request, response) => {
    received.push(request.url ?? '/');
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      answer(request, response, body);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, host, () => {
      const address: AddressInfo | string | null = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({
        base: `http://${host}:${String(port)}`,
        port,
        received,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => {
              done();
            });
          }),
      });
    });
  });
}
