// PDF.js ships its worker module without types; only its presence matters (it is handed to PDF.js whole).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
