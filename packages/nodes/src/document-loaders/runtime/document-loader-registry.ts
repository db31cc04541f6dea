import type { DocumentLoaderExecutor } from '../../runtime/document-processing.ts';
import { cheerioWebScraper } from '../source-loader.nodes.ts';
import { apiLoaderExecutor } from './api.loader.ts';
import {
  csvFileLoader,
  docxFileLoader,
  htmlFileLoader,
  jsonFileLoader,
  jsonlinesFileLoader,
  markdownFileLoader,
  pdfFileLoader,
  textFileLoader,
} from './file-loaders.ts';
import { folderFilesLoader } from './folder-files.loader.ts';
import { plainTextLoader } from './plain-text.loader.ts';

/** The Cheerio Web Scraper, whose module (and cheerio) is loaded with its first load. */
const webPageLoader: DocumentLoaderExecutor = {
  name: cheerioWebScraper.name,
  load: async (context) => (await import('./web-page.loader.ts')).webPageLoader.load(context),
};

/** Every document loader executor (explicit list), keyed by node name. */
export const DOCUMENT_LOADERS: ReadonlyMap<string, DocumentLoaderExecutor> = new Map(
  [
    plainTextLoader,
    textFileLoader,
    pdfFileLoader,
    docxFileLoader,
    csvFileLoader,
    jsonFileLoader,
    jsonlinesFileLoader,
    markdownFileLoader,
    htmlFileLoader,
    webPageLoader,
    folderFilesLoader,
    apiLoaderExecutor,
  ].map((loader) => [loader.name, loader]),
);

/** The node names of the loaders that run. */
export const DOCUMENT_LOADER_NAMES: readonly string[] = [...DOCUMENT_LOADERS.keys()];

export function findDocumentLoader(name: string): DocumentLoaderExecutor | undefined {
  return DOCUMENT_LOADERS.get(name);
}
