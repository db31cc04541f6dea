/** A file whose text cannot be read by this server (answered 415). */
export class UnsupportedFileTypeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedFileTypeError';
  }
}

type TextKind = 'text' | 'json' | 'html' | 'pdf' | 'docx';

const KIND_BY_EXTENSION: Readonly<Record<string, TextKind>> = {
  txt: 'text',
  text: 'text',
  md: 'text',
  markdown: 'text',
  csv: 'text',
  tsv: 'text',
  log: 'text',
  json: 'json',
  html: 'html',
  htm: 'html',
  pdf: 'pdf',
  docx: 'docx',
};

const KIND_BY_MIME: Readonly<Record<string, TextKind>> = {
  'text/plain': 'text',
  'text/markdown': 'text',
  'text/x-markdown': 'text',
  'text/csv': 'text',
  'text/tab-separated-values': 'text',
  'application/csv': 'text',
  'application/json': 'json',
  'text/json': 'json',
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** What the server can read the text of, for error messages. */
export const READABLE_TYPES = 'plain text, Markdown, CSV, JSON, HTML, PDF and Word (.docx)';

function kindOf(name: string, mimeType: string): TextKind | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  const byExtension = extension ? KIND_BY_EXTENSION[extension] : undefined;
  if (byExtension) return byExtension;
  const mime = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return KIND_BY_MIME[mime];
}

function decodeUtf8(data: Buffer): string {
  // A byte order mark is not part of the text.
  const text = data.toString('utf8');
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/**
 * The text of an uploaded file, as a model would read it: text formats as they are, JSON pretty-printed (or as
 * sent when it does not parse), HTML as its readable text without tags or scripts, PDF and Word documents as
 * their text. Anything else (images, spreadsheets…) or a document that cannot be read throws
 * UnsupportedFileTypeError.
 */
export async function extractText(name: string, mimeType: string, data: Buffer): Promise<string> {
  const kind = kindOf(name, mimeType);
  if (!kind) {
    throw new UnsupportedFileTypeError(
      `Cannot read the text of "${name}" (${mimeType || 'unknown type'}): attachments can be ${READABLE_TYPES} files`,
    );
  }
  if (kind === 'pdf' || kind === 'docx') {
    // The document readers (PDF.js, unzip) are loaded with the first document, not at start.
    const { docxText, pdfText, UnreadableDocumentError } = await import('./document-text.ts');
    try {
      return kind === 'pdf' ? await pdfText(name, data) : docxText(name, data);
    } catch (error) {
      if (error instanceof UnreadableDocumentError) throw new UnsupportedFileTypeError(error.message);
      throw error;
    }
  }
  const text = decodeUtf8(data);
  if (text.includes('\u0000'))
    throw new UnsupportedFileTypeError(`"${name}" is not a text file: it contains binary data`);
  switch (kind) {
    case 'json':
      try {
        return JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        return text;
      }
    case 'html': {
      const { convert } = await import('html-to-text');
      return convert(text, {
        wordwrap: false,
        selectors: [
          { selector: 'a', options: { ignoreHref: true } },
          { selector: 'img', format: 'skip' },
          { selector: 'script', format: 'skip' },
          { selector: 'style', format: 'skip' },
        ],
      });
    }
    case 'text':
      return text;
  }
}
