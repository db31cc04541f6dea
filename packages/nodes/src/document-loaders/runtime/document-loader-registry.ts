import type { NodeName } from '../../node-registry.ts';
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
const webPageLoader: DocumentLoaderExecutor<NodeName> = {
  name: cheerioWebScraper.name,
  load: async (context) => (await import('./web-page.loader.ts')).webPageLoader.load(context),
};

/** Every document loader executor (explicit list), keyed by node name. */
export const DOCUMENT_LOADERS: ReadonlyMap<NodeName, DocumentLoaderExecutor<NodeName>> = new Map(
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
export const DOCUMENT_LOADER_NAMES: readonly NodeName[] = [...DOCUMENT_LOADERS.keys()];

/** Looked up by any text (a saved node may name anything). */
const byAnyName: ReadonlyMap<string, DocumentLoaderExecutor> = DOCUMENT_LOADERS;

export function findDocumentLoader(name: string): DocumentLoaderExecutor | undefined {
  return byAnyName.get(name);
}
