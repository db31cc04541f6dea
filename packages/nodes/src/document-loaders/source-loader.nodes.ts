// Data declared by Flowise 3.x for these node types (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { LOADER_BASE, fileParam, metadataParams, pdfUsageParam, textSplitterParam } from './loader.params.ts';

/** File types the Folder with Files loader dispatches (each to the loader of its kind). */
export const FOLDER_FILE_TYPES =
  '.txt, .md, .markdown, .mdx, .html, .htm, .pdf, .docx, .csv, .json, .jsonl, .xml, .yaml, .yml, .js, .ts, .py, .java, .go, .rs, .rb, .php, .c, .cpp, .h, .cs, .css, .scss, .sql, .sh, .rst, .tex, .log';

/** Plain Text: text typed in the node. */
export const plainText = defineNode({
  ...LOADER_BASE,
  label: 'Plain Text',
  name: 'plainText',
  version: 2,
  description: 'Load data from plain text',
  inputs: [
    {
      label: 'Text',
      name: 'text',
      type: 'string',
      rows: 4,
      placeholder:
        'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua...',
    },
    textSplitterParam,
    ...metadataParams,
  ],
});

/** Cheerio Web Scraper: a web page's main text, and optionally the same site's pages it links to. */
export const cheerioWebScraper = defineNode({
  ...LOADER_BASE,
  label: 'Cheerio Web Scraper',
  name: 'cheerioWebScraper',
  version: 2,
  description: 'Load data from webpages',
  inputs: [
    { label: 'URL', name: 'url', type: 'string' },
    textSplitterParam,
    {
      label: 'Get Relative Links Method',
      name: 'relativeLinksMethod',
      type: 'options',
      description: 'Select a method to retrieve relative links',
      options: [
        { label: 'Web Crawl', name: 'webCrawl', description: 'Crawl relative links from HTML URL' },
        {
          label: 'Scrape XML Sitemap',
          name: 'scrapeXMLSitemap',
          description: 'Scrape relative links from XML sitemap URL',
        },
      ],
      default: 'webCrawl',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Get Relative Links Limit',
      name: 'limit',
      type: 'number',
      optional: true,
      default: '10',
      additionalParams: true,
      description:
        'Only used when "Get Relative Links Method" is selected. Set 0 to retrieve all relative links (at most 1,000 pages), default limit is 10.',
      warning:
        "Retrieving all links might take long time, and all links will be upserted again if the flow's state changed (eg: different URL, chunk size, etc)",
    },
    {
      label: 'Selector (CSS)',
      name: 'selector',
      type: 'string',
      description: 'Specify a CSS selector to select the content to be extracted',
      optional: true,
      additionalParams: true,
    },
    ...metadataParams,
  ],
});

/** Folder with Files: a folder's worth of uploaded files, each read by the loader of its type. */
export const folderFiles = defineNode({
  ...LOADER_BASE,
  label: 'Folder with Files',
  name: 'folderFiles',
  version: 4,
  description: 'Load data from a folder of uploaded files (each file read by the loader of its type)',
  inputs: [
    fileParam('Files', 'folderFiles', FOLDER_FILE_TYPES),
    textSplitterParam,
    pdfUsageParam('Pdf Usage', 'pdfUsage', {
      description: 'Only when loading PDF files',
      optional: true,
      additionalParams: true,
    }),
    {
      label: 'JSONL Pointer Extraction',
      name: 'pointerName',
      type: 'string',
      description: 'Only when loading JSONL files (the whole line when empty)',
      placeholder: '<pointerName>',
      optional: true,
      additionalParams: true,
    },
    ...metadataParams,
  ],
});

/** API Loader: the answer of an HTTP GET or POST. */
export const apiLoader = defineNode({
  ...LOADER_BASE,
  label: 'API Loader',
  name: 'apiLoader',
  version: 2.1,
  description: 'Load data from an API',
  inputs: [
    textSplitterParam,
    {
      label: 'Method',
      name: 'method',
      type: 'options',
      options: [
        { label: 'GET', name: 'GET' },
        { label: 'POST', name: 'POST' },
      ],
      default: 'GET',
    },
    { label: 'URL', name: 'url', type: 'string' },
    { label: 'Headers', name: 'headers', type: 'json', additionalParams: true, optional: true },
    {
      label: 'Body',
      name: 'body',
      type: 'json',
      description: 'JSON body for the POST request',
      additionalParams: true,
      optional: true,
    },
    ...metadataParams,
  ],
});
