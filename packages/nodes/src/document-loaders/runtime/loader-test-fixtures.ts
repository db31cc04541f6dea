// Files the loader tests build at run time: a minimal valid PDF and DOCX, and loader contexts around them.
import { strToU8, zipSync } from 'fflate';
import type { LoaderContext, LoaderFile } from '../../runtime/document-processing.ts';
import type { GuardedFetch } from '../../runtime/outbound-port.ts';

/** A PDF whose pages each show one line of text in Helvetica (offsets of the cross-reference table computed). */
export function buildPdf(pages: readonly string[]): Uint8Array {
  const escape = (text: string): string => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((text, index) => {
    const pageId = 4 + index * 2;
    const stream = `BT /F1 12 Tf 72 720 Td (${escape(text)}) Tj ET`;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = pdf.length;
    pdf += `${id} 0 obj\n${objects[id] ?? ''}\nendobj\n`;
  }
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return strToU8(pdf);
}

/** A Word document (.docx) with one paragraph per text. */
export function buildDocx(paragraphs: readonly string[]): Uint8Array {
  const escape = (text: string): string =>
    text.replace(/[<>&]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[char] ?? char);
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${escape(text)}</w:t></w:r></w:p>`)
    .join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ),
  });
}

/** An uploaded file of the given bytes or text. */
export function loaderFile(
  name: string,
  content: Uint8Array | string,
  mime = 'application/octet-stream',
): LoaderFile {
  const bytes = typeof content === 'string' ? strToU8(content) : content;
  return { name, mime, size: bytes.length, read: () => Promise.resolve(bytes) };
}

const refusingFetch: GuardedFetch = (url) => Promise.reject(new Error(`unexpected fetch of ${url}`));

/** A loader context with these inputs and files (no credentials; fetch refused unless given). */
export function loaderContext(
  inputs: Record<string, unknown>,
  files: readonly LoaderFile[] = [],
  fetch: GuardedFetch = refusingFetch,
  signal: AbortSignal = new AbortController().signal,
): LoaderContext {
  return {
    inputs,
    files,
    credentialId: undefined,
    credentials: { read: (id) => Promise.reject(new Error(`no credential ${id}`)) },
    fetch,
    signal,
  };
}
