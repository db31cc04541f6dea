import type { NodeName } from '../../node-registry.ts';
import type { DocumentLoaderExecutor } from '../../runtime/document-processing.ts';
import { folderFiles } from '../source-loader.nodes.ts';
import {
  parseCsv,
  parseDocx,
  parseHtml,
  parseJson,
  parseJsonLines,
  parseMarkdown,
  parsePdf,
  parseText,
  type FileParser,
} from './file-parsers.ts';
import { loadFiles } from './load-files.ts';
import { NodeInputs } from './node-inputs.ts';
import { extensionOf } from './text-decoding.ts';

/** Extensions read as plain text. */
const TEXT_EXTENSIONS = new Set(
  '.txt .text .log .xml .yaml .yml .toml .ini .js .mjs .cjs .jsx .ts .tsx .py .java .go .rs .rb .php .c .cpp .cc .h .hpp .cs .css .scss .less .sql .sh .rst .tex .ltx .swift .scala .kt .vb .sol .proto'.split(
    ' ',
  ),
);

/**
 * Folder with Files: a folder's worth of uploaded files (never a path on the server), each read by the loader of
 * its extension; a file no loader reads is refused by name.
 */
export const folderFilesLoader: DocumentLoaderExecutor<NodeName> = {
  name: folderFiles.name,
  async load(context) {
    const inputs = new NodeInputs(folderFiles.label, context.inputs);
    const pdf = parsePdf(inputs.choice('pdfUsage', ['perPage', 'perFile']) ?? 'perPage');
    const jsonLines = parseJsonLines(inputs.string('pointerName'));
    const byExtension: Readonly<Record<string, FileParser>> = {
      '.pdf': pdf,
      '.docx': parseDocx,
      '.csv': parseCsv({ columns: [], usage: 'perRow' }),
      '.json': parseJson({ pointers: [], separateByObject: false }),
      '.jsonl': jsonLines,
      '.md': parseMarkdown,
      '.markdown': parseMarkdown,
      '.mdx': parseMarkdown,
      '.html': parseHtml(undefined),
      '.htm': parseHtml(undefined),
    };
    return await loadFiles(context, inputs, 'folderFiles', (fileName) => {
      const extension = extensionOf(fileName);
      const parser = byExtension[extension] ?? (TEXT_EXTENSIONS.has(extension) ? parseText : undefined);
      if (parser) return parser;
      return inputs.fail(
        `"${fileName}" is of a type no loader reads (${extension || 'no extension'}); upload PDF, Word (.docx), CSV, JSON, JSON Lines, Markdown, HTML or text files`,
      );
    });
  },
};
