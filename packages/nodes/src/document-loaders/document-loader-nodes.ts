import {
  csvFile,
  docxFile,
  htmlFile,
  jsonFile,
  jsonlinesFile,
  markdownFile,
  pdfFile,
  textFile,
} from './file-loader.nodes.ts';
import { apiLoader, cheerioWebScraper, folderFiles, plainText } from './source-loader.nodes.ts';

/** The document loader node types we define (category Document Loaders); data only, safe for the browser. */
export const DOCUMENT_LOADER_NODES = [
  plainText,
  textFile,
  pdfFile,
  docxFile,
  csvFile,
  jsonFile,
  jsonlinesFile,
  markdownFile,
  htmlFile,
  cheerioWebScraper,
  folderFiles,
  apiLoader,
] as const;

export {
  apiLoader,
  cheerioWebScraper,
  csvFile,
  docxFile,
  folderFiles,
  htmlFile,
  jsonFile,
  jsonlinesFile,
  markdownFile,
  pdfFile,
  plainText,
  textFile,
};
