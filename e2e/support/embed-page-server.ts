import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';

/** The `flowise-embed` bundle exactly as npm delivered it (the widget's `web.js`). */
const WEB_JS = createRequire(import.meta.url).resolve('flowise-embed/dist/web.js');

export interface EmbedPageServer {
  /** The page's origin, e.g. `http://127.0.0.1:41234` (a different port, so a different origin, than the app). */
  readonly url: string;
  /** Sets the HTML served at `/` (the page needs the flow's id, known once the flow is saved). */
  setPage(html: string): void;
  close(): Promise<void>;
}

/**
 * A plain website embedding the chat widget: `/` is the HTML set with `setPage`, `/web.js` the real `flowise-embed` bundle
 * from node_modules. Listens on its own port, so the widget talks to Loomflow cross-origin like on a customer's
 * site.
 */
export async function startEmbedPageServer(): Promise<EmbedPageServer> {
  const script = readFileSync(WEB_JS);
  let html = '<!doctype html><title>empty</title>';
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
    } else if (path === '/web.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(script);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the page server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    setPage(page) {
      html = page;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
