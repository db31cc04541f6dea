import type { PredictionUpload } from '@loomflow/core';
import { vectorUpsertApi } from '../../api/vector-upsert.api.ts';

/** A `data:` URL's bytes as a File (the chat keeps picked files as data URLs for their previews). */
export function dataUrlToFile(dataUrl: string, name: string, mime: string): File {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0) throw new Error(`${name} could not be read`);
  const header = dataUrl.slice(0, comma);
  const payload = dataUrl.slice(comma + 1);
  const text = header.endsWith(';base64') ? atob(payload) : decodeURIComponent(payload);
  const bytes = Uint8Array.from(text, (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: mime });
}

/**
 * Files for retrieval (`file:rag`) go first into the flow's vector store for this chat (`POST /vector/upsert/{id}`
 * with the chat id, as Flowise's chat and widget do); the question then names them without their content.
 * Other uploads pass unchanged. A failed upsert rejects, so the question is not sent without its files.
 */
export async function upsertRagUploads(
  flowId: string,
  chatId: string,
  uploads: readonly PredictionUpload[],
): Promise<PredictionUpload[]> {
  const rag = uploads.filter((upload) => upload.type === 'file:rag' && upload.data);
  if (rag.length > 0) {
    const files = rag.map((upload) => dataUrlToFile(upload.data ?? '', upload.name, upload.mime));
    await vectorUpsertApi.upsert(flowId, { files, chatId });
  }
  return uploads.map((upload) =>
    upload.type === 'file:rag' ? { type: upload.type, name: upload.name, mime: upload.mime } : upload,
  );
}
