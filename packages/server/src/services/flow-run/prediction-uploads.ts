import type { RunUpload } from '@loomflow/nodes/runtime';
import type { ChatFlowRow } from '../../db/schema.ts';
import { badRequest } from '../../errors/app-error.ts';
import type { ChatUploadLocation, ChatUploadStore } from '../../storage/chat-upload-store.ts';
import { refuseUnsafe } from '../upload-name-checks.ts';

/** Upload types that carry a file's bytes (Flowise stores these, then records them as `stored-file`). */
const FILE_TYPES = new Set(['file', 'file:rag', 'file:full', 'audio']);
const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),/;

interface DecodedFile {
  readonly mime: string;
  readonly data: Buffer;
}

interface PendingUpload {
  readonly upload: RunUpload;
  /** Set for uploads whose bytes are kept. */
  readonly stored?: { readonly location: ChatUploadLocation; readonly file: DecodedFile };
}

/** True when the upload's data is a data URL (files sent whole may also come as their extracted text). */
export function isDataUrl(data: string): boolean {
  return DATA_URL.test(data);
}

/** The bytes and type of a data-URL upload, or 400 naming the upload. */
export function decodeDataUrl(upload: RunUpload, data: string): DecodedFile {
  const match = DATA_URL.exec(data);
  if (!match)
    throw badRequest(`Upload "${upload.name}": data must be a data URL (data:<type>;base64,<contents>)`);
  const body = data.slice(match[0].length);
  const base64 = (match[2] ?? '').split(';').includes('base64');
  return {
    mime: match[1] || upload.mime || 'application/octet-stream',
    data: base64 ? Buffer.from(body, 'base64') : Buffer.from(decodeURIComponent(body), 'utf8'),
  };
}

/**
 * Keeps the files of a prediction's `uploads` in the file storage under the flow and chat, and answers what the
 * user's message records of them (Flowise's `fileUploads`): `{type: 'stored-file', name, mime}` for files (served
 * later by `GET /get-upload-file`), links as they are, never the file contents. Every name is checked before
 * anything is written, so a refused upload leaves nothing behind.
 */
export async function storePredictionUploads(
  store: ChatUploadStore,
  flow: Pick<ChatFlowRow, 'id' | 'workspaceId'>,
  chatId: string,
  uploads: readonly RunUpload[],
): Promise<RunUpload[]> {
  const pending = uploads.map((upload): PendingUpload => {
    if (!FILE_TYPES.has(upload.type) || upload.data === undefined) return { upload };
    // Flowise's widget sends a file sent whole as the text its attachment upload extracted: nothing to keep.
    if (upload.type === 'file:full' && !isDataUrl(upload.data)) return { upload };
    const location = { workspaceId: flow.workspaceId, chatflowId: flow.id, chatId, fileName: upload.name };
    refuseUnsafe(() => {
      store.check(location);
    });
    return { upload, stored: { location, file: decodeDataUrl(upload, upload.data) } };
  });
  const recorded: RunUpload[] = [];
  for (const entry of pending) {
    const { upload, stored } = entry;
    if (stored) {
      await store.put(stored.location, stored.file.data, stored.file.mime);
      recorded.push({ type: 'stored-file', name: upload.name, mime: stored.file.mime });
    } else if (upload.type === 'url' && upload.data !== undefined) {
      recorded.push({ data: upload.data, name: upload.name, type: 'url', mime: upload.mime || 'image/png' });
    } else if (upload.type === 'file:full') {
      recorded.push({ type: 'stored-file:full', name: upload.name, mime: upload.mime });
    } else {
      recorded.push({ type: upload.type, name: upload.name, mime: upload.mime });
    }
  }
  return recorded;
}
