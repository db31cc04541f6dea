import { unzipSync } from 'fflate';
import { extractText as extractPdfText } from 'unpdf';

/** A document that is not what its name says, or cannot be read (damaged, encrypted). */
export class UnreadableDocumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableDocumentError';
  }
}

/** The text of a PDF, pages one after another (PDF.js, run in-process, no network). */
export async function pdfText(name: string, data: Buffer): Promise<string> {
  try {
    const { text } = await extractPdfText(new Uint8Array(data), { mergePages: true });
    return text;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UnreadableDocumentError(`"${name}" cannot be read as a PDF: ${reason}`);
  }
}

/** The uncompressed size a Word document's text part may have (a zip bomb stops here). */
const DOCX_XML_MAX_BYTES = 50 * 1024 * 1024;
const DOCX_BODY = 'word/document.xml';

function xmlText(value: string): string {
  return value.replace(/&(#x[0-9A-Fa-f]+|#\d+|lt|gt|amp|quot|apos);/g, (entity, code: string) => {
    switch (code) {
      case 'lt':
        return '<';
      case 'gt':
        return '>';
      case 'amp':
        return '&';
      case 'quot':
        return '"';
      case 'apos':
        return "'";
      default: {
        const point = code.startsWith('#x') ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(point) && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
      }
    }
  });
}

/** The text of a Word document (.docx): its paragraphs, tabs and line breaks, without formatting. */
export function docxText(name: string, data: Buffer): string {
  let xml: Uint8Array | undefined;
  try {
    const files = unzipSync(new Uint8Array(data), {
      filter: (file) => file.name === DOCX_BODY && file.originalSize <= DOCX_XML_MAX_BYTES,
    });
    xml = files[DOCX_BODY];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UnreadableDocumentError(`"${name}" cannot be read as a Word document: ${reason}`);
  }
  if (!xml)
    throw new UnreadableDocumentError(`"${name}" cannot be read as a Word document: it has no ${DOCX_BODY}`);
  const body = Buffer.from(xml).toString('utf8');
  const parts: string[] = [];
  const token = /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:(?:br|cr)(?:\s[^>]*)?\/>|<\/w:p>/g;
  for (const match of body.matchAll(token)) {
    const [whole, text] = match;
    if (text !== undefined) parts.push(xmlText(text));
    else if (whole === '<w:tab/>') parts.push('\t');
    else parts.push('\n');
  }
  return parts.join('').replace(/\n+$/, '');
}
