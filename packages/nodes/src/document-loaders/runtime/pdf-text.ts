import type { NodeInputs } from './node-inputs.ts';
import { reasonOf } from './document-node-error.ts';

import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof PdfJsModule;

let pdfjs: Promise<PdfJs> | undefined;

/**
 * PDF.js's legacy build (for Node). Its worker module is loaded in-process and handed over through
 * `globalThis.pdfjsWorker`, so no worker file is looked up at run time (this works bundled too).
 */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= (async () => {
    // @ts-expect-error -- PDF.js ships its worker module without types; it is handed to PDF.js whole.
    const worker: unknown = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    Reflect.set(globalThis, 'pdfjsWorker', worker);
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfjs;
}

/** The text of each page of a PDF, in order (items joined, line ends kept). */
export async function pdfPages(name: string, bytes: Uint8Array, inputs: NodeInputs): Promise<string[]> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    // PDF.js takes ownership of the buffer it is given: hand it a copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  let document;
  try {
    document = await task.promise;
  } catch (error) {
    const reason = reasonOf(error);
    if (error instanceof Error && error.name === 'PasswordException')
      return inputs.fail(`"${name}" is password-protected; upload an unprotected PDF`);
    return inputs.fail(`"${name}" cannot be read as a PDF (${reason})`);
  }
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
      }
      pages.push(text.trim());
      page.cleanup();
    }
    return pages;
  } catch (error) {
    return inputs.fail(`"${name}" cannot be read as a PDF (${reasonOf(error)})`);
  } finally {
    await document.destroy();
  }
}
