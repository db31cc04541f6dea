import type { LoaderFile } from '../../runtime/document-processing.ts';
import type { CsvOptions } from './csv-documents.ts';
import { jsonDocuments, jsonLinesDocuments, type JsonDocument, type JsonOptions } from './json-documents.ts';
import { markdownDocument } from './markdown-documents.ts';
import type { NodeInputs } from './node-inputs.ts';
import { pdfPages } from './pdf-text.ts';
import { decodeText } from './text-decoding.ts';

/**
 * Turns one file's bytes into documents (metadata.source is the file's name). The parsers of HTML, Word and CSV
 * load their libraries (cheerio, mammoth, csv-parse) with the first file of their kind.
 */
export type FileParser = (
  file: LoaderFile,
  bytes: Uint8Array,
  inputs: NodeInputs,
) => Promise<readonly JsonDocument[]> | readonly JsonDocument[];

export const parseText: FileParser = (file, bytes) => [
  { pageContent: decodeText(bytes), metadata: { source: file.name } },
];

export const parseMarkdown: FileParser = (file, bytes) => [markdownDocument(file.name, decodeText(bytes))];

export function parseHtml(selector: string | undefined): FileParser {
  return async (file, bytes) => {
    const { htmlText } = await import('./html-text.ts');
    const { title, text } = htmlText(decodeText(bytes), selector);
    return [{ pageContent: text, metadata: { source: file.name, ...(title ? { title } : {}) } }];
  };
}

export function parsePdf(usage: 'perPage' | 'perFile'): FileParser {
  return async (file, bytes, inputs) => {
    const pages = await pdfPages(file.name, bytes, inputs);
    if (pages.every((page) => page === ''))
      inputs.fail(`"${file.name}" has no text to extract (scanned pages need OCR first)`);
    const pdf = { totalPages: pages.length };
    if (usage === 'perFile')
      return [{ pageContent: pages.join('\n\n'), metadata: { source: file.name, pdf } }];
    return pages.flatMap((text, index) =>
      text === ''
        ? []
        : [{ pageContent: text, metadata: { source: file.name, pdf, loc: { pageNumber: index + 1 } } }],
    );
  };
}

export const parseDocx: FileParser = async (file, bytes, inputs) => {
  const { docxText } = await import('./docx-text.ts');
  return [{ pageContent: await docxText(file.name, bytes, inputs), metadata: { source: file.name } }];
};

export function parseCsv(options: CsvOptions): FileParser {
  return async (file, bytes, inputs) => {
    const { csvDocuments } = await import('./csv-documents.ts');
    return csvDocuments(file.name, decodeText(bytes), inputs, options);
  };
}

export function parseJson(options: JsonOptions): FileParser {
  return (file, bytes, inputs) => jsonDocuments(file.name, decodeText(bytes), inputs, options);
}

export function parseJsonLines(pointer: string | undefined): FileParser {
  return (file, bytes, inputs) => jsonLinesDocuments(file.name, decodeText(bytes), inputs, pointer);
}
