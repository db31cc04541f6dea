import { createServer, type Server } from 'node:net';

/** A loopback TCP listener (127.0.0.1 and ::1, one port) that counts connections and hangs up on each at once. */
export interface CountingTcpListener {
  readonly port: number;
  /** Connections accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

export async function startCountingTcpListener(): Promise<CountingTcpListener> {
  let count = 0;
  const hangUp = () =>
    createServer((socket) => {
      count += 1;
      socket.destroy();
    });
  const v4 = hangUp();
  const v6 = hangUp();
  const port = await listen(v4, 0, '127.0.0.1');
  await listen(v6, port, '::1');
  const closeOne = (server: Server) =>
    new Promise<void>((done) => {
      server.close(() => {
        done();
      });
    });
  return {
    port,
    connections: () => count,
    close: async () => {
      await Promise.all([closeOne(v4), closeOne(v6)]);
    },
  };
}
