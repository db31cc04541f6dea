import type { NodeName } from '../../node-registry.ts';
import type {
  DocumentLoaderExecutor,
  LoaderContext,
  TextDocument,
} from '../../runtime/document-processing.ts';
import { cheerioWebScraper } from '../source-loader.nodes.ts';
import { DocumentNodeError } from './document-node-error.ts';
import { pageLinks, readableText, sitemapLocations } from './html-text.ts';
import { fetchText, httpUrl } from './http-text.ts';
import { applyLoaderMetadata } from './loader-metadata.ts';
import { NodeInputs } from './node-inputs.ts';

/** The most pages one load reads ("0 = all" stops here). */
export const MAX_CRAWL_PAGES = 1000;

/** Links that lead to files rather than pages are not followed. */
const NOT_A_PAGE =
  /\.(pdf|zip|gz|tar|rar|7z|png|jpe?g|gif|webp|svg|ico|mp[34]|wav|avi|mov|webm|css|js|json|xml|woff2?|ttf|exe|dmg|docx?|xlsx?|pptx?)$/i;

const HEADERS = {
  accept: 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.8',
  'user-agent': 'Mozilla/5.0 (compatible; Loomflow document loader)',
};

interface Page {
  readonly url: string;
  readonly html: string;
  readonly document: TextDocument;
}

class WebPageReader {
  constructor(
    private readonly context: LoaderContext,
    private readonly inputs: NodeInputs,
    private readonly selector: string | undefined,
  ) {}

  async read(url: string): Promise<Page> {
    const fetched = await fetchText(this.context.fetch, this.inputs, url, {
      headers: HEADERS,
      signal: this.context.signal,
    });
    const type = fetched.contentType.toLowerCase();
    if (type !== '' && !type.includes('html') && !type.startsWith('text/'))
      return this.inputs.fail(`${url} answered ${type.split(';')[0] ?? type}, not a web page`);
    const isHtml = type === '' || type.includes('html');
    const { title, text } = isHtml
      ? readableText(fetched.text, this.selector)
      : { title: '', text: fetched.text };
    const metadata = { source: fetched.url, ...(title ? { title } : {}) };
    return { url: fetched.url, html: isHtml ? fetched.text : '', document: { pageContent: text, metadata } };
  }

  /** Reads a page that is not the first: one that fails is left out. */
  async readOptional(url: string): Promise<Page | undefined> {
    try {
      return await this.read(url);
    } catch (error) {
      if (error instanceof DocumentNodeError && !this.context.signal.aborted) return undefined;
      throw error;
    }
  }
}

/** The start page, then same-site pages it links to, breadth first, up to `limit` pages. */
async function crawl(reader: WebPageReader, start: string, limit: number): Promise<TextDocument[]> {
  const origin = new URL(start).origin;
  const first = await reader.read(start);
  const documents = [first.document];
  const seen = new Set([start, first.url]);
  const queue: string[] = [];
  const enqueue = (page: Page): void => {
    for (const link of pageLinks(page.html, page.url)) {
      if (seen.has(link) || new URL(link).origin !== origin || NOT_A_PAGE.test(new URL(link).pathname))
        continue;
      seen.add(link);
      queue.push(link);
    }
  };
  enqueue(first);
  while (queue.length > 0 && documents.length < limit) {
    const url = queue.shift();
    if (url === undefined) break;
    const page = await reader.readOptional(url);
    if (!page) continue;
    documents.push(page.document);
    enqueue(page);
  }
  return documents;
}

/** The same-site pages an XML sitemap lists, up to `limit`. */
async function fromSitemap(
  context: LoaderContext,
  reader: WebPageReader,
  inputs: NodeInputs,
  sitemap: string,
  limit: number,
): Promise<TextDocument[]> {
  const fetched = await fetchText(context.fetch, inputs, sitemap, {
    headers: HEADERS,
    signal: context.signal,
  });
  const origin = new URL(sitemap).origin;
  const urls = sitemapLocations(fetched.text).filter(
    (loc) => URL.canParse(loc) && new URL(loc).origin === origin,
  );
  if (urls.length === 0)
    return inputs.fail(`${sitemap} lists no pages of the same site (is it an XML sitemap?)`);
  const documents: TextDocument[] = [];
  for (const url of urls.slice(0, limit)) {
    const page = await reader.readOptional(url);
    if (page) documents.push(page.document);
  }
  return documents;
}

/**
 * Cheerio Web Scraper: a web page's main text (readability-style, or what a CSS selector picks) fetched through
 * the SSRF-guarded fetch, and the same site's pages it links to (or its sitemap lists) up to a limit.
 */
export const webPageLoader: DocumentLoaderExecutor<NodeName> = {
  name: cheerioWebScraper.name,
  async load(context) {
    const inputs = new NodeInputs(cheerioWebScraper.label, context.inputs);
    const url = httpUrl(inputs, 'url');
    const method = inputs.choice('relativeLinksMethod', ['webCrawl', 'scrapeXMLSitemap']);
    const limitInput = inputs.integer('limit', 0) ?? 10;
    const limit = limitInput === 0 ? MAX_CRAWL_PAGES : Math.min(limitInput, MAX_CRAWL_PAGES);
    const reader = new WebPageReader(context, inputs, inputs.string('selector'));
    let documents: TextDocument[];
    if (method === 'webCrawl') documents = await crawl(reader, url, limit);
    else if (method === 'scrapeXMLSitemap')
      documents = await fromSitemap(context, reader, inputs, url, limit);
    else documents = [(await reader.read(url)).document];
    const withText = documents.filter((document) => document.pageContent.trim() !== '');
    if (withText.length === 0)
      inputs.fail(`no text was found at ${url}${inputs.string('selector') ? ' with the selector' : ''}`);
    return applyLoaderMetadata(withText, inputs);
  },
};
