import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GuardedFetch } from '../../runtime/outbound-port.ts';
import { findDocumentLoader } from './document-loader-registry.ts';
import { loaderContext } from './loader-test-fixtures.ts';

const ARTICLE =
  '<p>Loomflow builds chatflows, and it keeps documents in stores, with chunks and vectors.</p>' +
  '<p>Each store has loaders, a splitter, and embeddings, configured in the web screens.</p>';

function page(title: string, body: string): string {
  return `<html><head><title>${title}</title></head><body><nav><a href="/">Home</a> <a href="/about">About</a> <a href="/docs">Docs</a></nav>${body}<footer>© Example <a href="https://elsewhere.example/x">elsewhere</a></footer></body></html>`;
}

const PAGES: Record<string, string> = {
  '/': page(
    'Home',
    `<article><h1>Welcome</h1>${ARTICLE}</article><a href="/about#team">team</a> <a href="/file.pdf">pdf</a>`,
  ),
  '/about': page(
    'About',
    '<div class="content"><p>About us: we are a small team, building tools, for documents.</p></div>',
  ),
  '/docs': page(
    'Docs',
    '<div id="main"><p>Docs: loaders read files, splitters cut text, and embeddings turn it into vectors.</p></div><p class="price">Price: 10</p>',
  ),
};

let server: Server;
let origin: string;
/** Requests the server received: method, path, headers, body. */
let received: { method: string; path: string; headers: Record<string, unknown>; body: string }[] = [];
/** Addresses the loaders asked the guarded fetch for. */
let asked: string[] = [];

/** The guarded fetch of the tests: this machine's test server only (the server's guard allows no more here). */
const guardedFetch: GuardedFetch = (url, init) => {
  asked.push(url);
  if (!url.startsWith(origin))
    return Promise.reject(new Error(`address ${new URL(url).host} is not allowed`));
  return fetch(url, init);
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ method: request.method ?? 'GET', path, headers: request.headers, body });
      const html = PAGES[path];
      if (html) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      } else if (path === '/sitemap.xml') {
        const locs = ['/docs', '/about', 'https://elsewhere.example/page'].map(
          (loc) => `<url><loc>${loc.startsWith('/') ? origin + loc : loc}</loc></url>`,
        );
        response
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(`<urlset>${locs.join('')}</urlset>`);
      } else if (path === '/api/items') {
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ method: request.method, token: request.headers['x-token'] ?? null, body }));
      } else if (path === '/api/fail') {
        response.writeHead(500, { 'content-type': 'text/plain' }).end('database unavailable');
      } else if (path === '/image.png') {
        response.writeHead(200, { 'content-type': 'image/png' }).end('PNG');
      } else response.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  asked = [];
});

function load(name: string, inputs: Record<string, unknown>, signal?: AbortSignal) {
  const loader = findDocumentLoader(name);
  if (!loader) throw new Error(`no loader ${name}`);
  return loader.load(loaderContext(inputs, [], guardedFetch, signal));
}

describe('Cheerio Web Scraper', () => {
  it('loads the main text of one page (menus and footers left out), with its address and title', async () => {
    const documents = await load('cheerioWebScraper', { url: `${origin}/`, relativeLinksMethod: '' });
    expect(documents).toEqual([
      {
        pageContent: expect.stringContaining('Welcome\n\nLoomflow builds chatflows'),
        metadata: { source: `${origin}/`, title: 'Home' },
      },
    ]);
    expect(documents[0]?.pageContent).not.toMatch(/About|Example|Home/);
    expect(asked).toEqual([`${origin}/`]);
  });

  it('crawls same-site links up to the limit, never other sites or files', async () => {
    const documents = await load('cheerioWebScraper', {
      url: `${origin}/`,
      relativeLinksMethod: 'webCrawl',
      limit: '3',
    });
    expect(documents.map((document) => document.metadata['source'])).toEqual([
      `${origin}/`,
      `${origin}/about`,
      `${origin}/docs`,
    ]);
    expect(documents[2]?.pageContent).toContain('Docs: loaders read files');
    expect(asked.every((url) => url.startsWith(origin))).toBe(true);
    expect(asked).not.toContain(`${origin}/file.pdf`);
    const two = await load('cheerioWebScraper', {
      url: `${origin}/`,
      relativeLinksMethod: 'webCrawl',
      limit: 2,
    });
    expect(two).toHaveLength(2);
  });

  it('loads the pages an XML sitemap lists (same site only)', async () => {
    const documents = await load('cheerioWebScraper', {
      url: `${origin}/sitemap.xml`,
      relativeLinksMethod: 'scrapeXMLSitemap',
      limit: 10,
    });
    expect(documents.map((document) => document.metadata['title'])).toEqual(['Docs', 'About']);
  });

  it('extracts what a CSS selector picks', async () => {
    const [document] = await load('cheerioWebScraper', {
      url: `${origin}/docs`,
      relativeLinksMethod: '',
      selector: '.price',
    });
    expect(document?.pageContent).toBe('Price: 10');
  });

  it('names the address and HTTP status of a page that fails, and refuses what is not a page', async () => {
    await expect(
      load('cheerioWebScraper', { url: `${origin}/missing`, relativeLinksMethod: '' }),
    ).rejects.toThrow(`Cheerio Web Scraper: GET ${origin}/missing answered HTTP 404 Not Found: not here`);
    await expect(
      load('cheerioWebScraper', { url: `${origin}/image.png`, relativeLinksMethod: '' }),
    ).rejects.toThrow(`Cheerio Web Scraper: ${origin}/image.png answered image/png, not a web page`);
  });

  it('reports an address the guard refuses, and a bad address', async () => {
    await expect(
      load('cheerioWebScraper', { url: 'http://10.0.0.1/admin', relativeLinksMethod: '' }),
    ).rejects.toThrow(
      'Cheerio Web Scraper: GET http://10.0.0.1/admin failed (address 10.0.0.1 is not allowed)',
    );
    await expect(load('cheerioWebScraper', { url: 'ftp://files' })).rejects.toThrow(
      'is not an http(s) address',
    );
    expect(received).toHaveLength(0);
  });

  it('stops when the load is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      load('cheerioWebScraper', { url: `${origin}/`, relativeLinksMethod: '' }, controller.signal),
    ).rejects.toThrow();
  });
});

describe('API Loader', () => {
  it('GETs with headers and keeps the answer as the document, with the address as source', async () => {
    const documents = await load('apiLoader', {
      method: 'GET',
      url: `${origin}/api/items`,
      headers: '{"x-token":"t1"}',
    });
    expect(documents).toEqual([
      { pageContent: '{"method":"GET","token":"t1","body":""}', metadata: { source: `${origin}/api/items` } },
    ]);
  });

  it('POSTs a JSON body', async () => {
    await load('apiLoader', { method: 'POST', url: `${origin}/api/items`, body: { query: 'all' } });
    expect(received[0]).toMatchObject({ method: 'POST', body: '{"query":"all"}' });
    expect(received[0]?.headers['content-type']).toBe('application/json');
  });

  it('names the status and the answer of a failing API', async () => {
    await expect(load('apiLoader', { method: 'GET', url: `${origin}/api/fail` })).rejects.toThrow(
      `API Loader: GET ${origin}/api/fail answered HTTP 500 Internal Server Error: database unavailable`,
    );
    await expect(
      load('apiLoader', { method: 'GET', url: `${origin}/api/items`, headers: '{bad' }),
    ).rejects.toThrow('API Loader: "headers" is not valid JSON');
  });
});
