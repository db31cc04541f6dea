import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export interface EchoServer {
  readonly url: string;
  readonly received: ReceivedRequest[];
  close(): Promise<void>;
}

/**
 * A local HTTP server that records each request. `/status/<code>` answers that status, `/text` plain text,
 * `/bytes` three bytes; anything else answers JSON describing the request.
 */
export async function startEchoServer(): Promise<EchoServer> {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      const status = /^\/status\/(\d{3})/.exec(entry.url);
      if (status?.[1] !== undefined) {
        response.writeHead(Number(status[1]), { 'content-type': 'text/plain' });
        response.end('nope');
      } else if (entry.url.startsWith('/text')) {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end('plain words');
      } else if (entry.url.startsWith('/bytes')) {
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        response.end(Buffer.from([1, 2, 3]));
      } else {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ method: entry.method, url: entry.url, body: entry.body }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address: AddressInfo | string | null = server.address();
  if (address === null || typeof address === 'string') throw new Error('The echo server has no port.');
  const { port } = address;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
