import type { RunUpload } from '@loomflow/nodes/runtime';
import { AppError } from '../../errors/app-error.ts';
import { decodeDataUrl, isDataUrl } from './prediction-uploads.ts';
import { extractText, UnsupportedFileTypeError } from '../text-extraction.ts';

async function textOf(upload: RunUpload, data: string): Promise<string> {
  // Flowise's widget sends the text its attachment upload extracted; the chat panel sends the file itself.
  if (!isDataUrl(data)) return data;
  const file = decodeDataUrl(upload, data);
  try {
    return await extractText(upload.name, file.mime, file.data);
  } catch (error) {
    if (error instanceof UnsupportedFileTypeError) throw new AppError(415, error.message);
    throw error;
  }
}

/**
 * Flowise's `uploadedFilesContent` for a chatflow run: one `<doc name='…'>text</doc>` block per file sent whole
 * (`file:full`), each followed by a blank line; empty without such files. A file whose text cannot be read
 * answers 415 before the flow runs.
 */
export async function fullFileContent(uploads: readonly RunUpload[]): Promise<string> {
  let content = '';
  for (const upload of uploads) {
    if (upload.type !== 'file:full' || upload.data === undefined) continue;
    content += `<doc name='${upload.name}'>${await textOf(upload, upload.data)}</doc>\n\n`;
  }
  return content;
}
