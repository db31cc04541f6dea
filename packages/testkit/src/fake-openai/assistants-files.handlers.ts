import { z } from 'zod';
import { sendNotFound } from './assistants.handlers.ts';
import type { FakeVectorStoreObject } from './assistants.store.ts';
import { listPage, publicFile, publicVectorStore } from './assistants.store.ts';
import { sendJson, sendOpenAIError } from './http-io.util.ts';
import { parseRequest } from './openai-request.schemas.ts';
import { FIXED_CREATED_AT } from './server.state.ts';
import type { RouteContext } from './server.state.ts';

const FILE_PURPOSES = ['assistants', 'batch', 'fine-tune', 'vision', 'user_data', 'evals'];

async function formDataOf(context: RouteContext): Promise<FormData | undefined> {
  const contentType = context.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data')) return undefined;
  try {
    const request = new Request('http://fake-openai.local/upload', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: Uint8Array.from(context.rawBody),
    });
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- small test uploads, already bounded by maxBodyBytes
    return await request.formData();
  } catch {
    return undefined;
  }
}

/** `POST /files`: a multipart upload with `file` and `purpose`. */
export async function handleUploadFile(context: RouteContext): Promise<void> {
  const form = await formDataOf(context);
  if (!form) {
    sendOpenAIError(context.response, 400, {
      message: 'Uploads must be multipart/form-data with a file and a purpose.',
    });
    return;
  }
  const file = form.get('file');
  const purpose = form.get('purpose');
  if (!(file instanceof File)) {
    sendOpenAIError(context.response, 400, { message: "Missing required parameter: 'file'.", param: 'file' });
    return;
  }
  if (typeof purpose !== 'string' || !FILE_PURPOSES.includes(purpose)) {
    sendOpenAIError(context.response, 400, {
      message: `'purpose' must be one of ${FILE_PURPOSES.join(', ')}.`,
      param: 'purpose',
    });
    return;
  }
  const content = Buffer.from(await file.arrayBuffer());
  const stored = {
    id: context.state.nextId('file-fake-'),
    object: 'file' as const,
    bytes: content.length,
    created_at: FIXED_CREATED_AT,
    filename: file.name,
    purpose,
    status: 'processed' as const,
    status_details: null,
    content,
  };
  context.state.assistants.files.set(stored.id, stored);
  sendJson(context.response, 200, publicFile(stored));
}

export function handleListFiles(context: RouteContext): void {
  const purpose = context.query.get('purpose');
  const files = [...context.state.assistants.files.values()]
    .filter((file) => purpose === null || file.purpose === purpose)
    .map(publicFile);
  sendJson(context.response, 200, listPage(files, context.query));
}

export function handleGetFile(context: RouteContext, [id = '']: readonly string[]): void {
  const file = context.state.assistants.files.get(id);
  if (!file) sendNotFound(context, 'file', id);
  else sendJson(context.response, 200, publicFile(file));
}

export function handleDeleteFile(context: RouteContext, [id = '']: readonly string[]): void {
  const { assistants } = context.state;
  if (!assistants.files.delete(id)) {
    sendNotFound(context, 'file', id);
    return;
  }
  for (const store of assistants.vectorStores.values())
    countFiles(
      store,
      store.file_ids.filter((f) => f !== id),
    );
  sendJson(context.response, 200, { id, object: 'file', deleted: true });
}

function countFiles(store: FakeVectorStoreObject, fileIds: string[]): void {
  store.file_ids = fileIds;
  store.file_counts = {
    in_progress: 0,
    completed: fileIds.length,
    failed: 0,
    cancelled: 0,
    total: fileIds.length,
  };
}

/** Unknown file ids are refused (400) before anything is stored. */
function knownFileIds(context: RouteContext, fileIds: readonly string[]): boolean {
  const missing = fileIds.find((id) => !context.state.assistants.files.has(id));
  if (missing === undefined) return true;
  sendOpenAIError(context.response, 400, {
    message: `File with id '${missing}' not found.`,
    param: 'file_ids',
  });
  return false;
}

const createVectorStoreSchema = z.looseObject({
  name: z.string().max(256).optional(),
  file_ids: z.array(z.string()).max(500).optional(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

export function handleCreateVectorStore(context: RouteContext): void {
  const parsed = parseRequest(createVectorStoreSchema, context.body ?? {});
  if (!parsed.ok) {
    sendOpenAIError(context.response, 400, parsed.problem);
    return;
  }
  const fileIds = parsed.value.file_ids ?? [];
  if (!knownFileIds(context, fileIds)) return;
  const store: FakeVectorStoreObject = {
    id: context.state.nextId('vs_fake_'),
    object: 'vector_store',
    created_at: FIXED_CREATED_AT,
    name: parsed.value.name ?? '',
    usage_bytes: 0,
    file_counts: { in_progress: 0, completed: 0, failed: 0, cancelled: 0, total: 0 },
    status: 'completed',
    expires_after: null,
    expires_at: null,
    last_active_at: FIXED_CREATED_AT,
    metadata: parsed.value.metadata ?? {},
    file_ids: [],
  };
  countFiles(store, [...new Set(fileIds)]);
  context.state.assistants.vectorStores.set(store.id, store);
  sendJson(context.response, 200, publicVectorStore(store));
}

export function handleListVectorStores(context: RouteContext): void {
  const stores = [...context.state.assistants.vectorStores.values()].map(publicVectorStore);
  sendJson(context.response, 200, listPage(stores, context.query));
}

export function handleGetVectorStore(context: RouteContext, [id = '']: readonly string[]): void {
  const store = context.state.assistants.vectorStores.get(id);
  if (!store) sendNotFound(context, 'vector store', id);
  else sendJson(context.response, 200, publicVectorStore(store));
}

export function handleDeleteVectorStore(context: RouteContext, [id = '']: readonly string[]): void {
  if (!context.state.assistants.vectorStores.delete(id)) {
    sendNotFound(context, 'vector store', id);
    return;
  }
  sendJson(context.response, 200, { id, object: 'vector_store.deleted', deleted: true });
}

const fileBatchSchema = z.looseObject({ file_ids: z.array(z.string()).min(1).max(500) });

/** `POST /vector_stores/{id}/file_batches`: adds the files; the batch is completed at once. */
export function handleCreateFileBatch(context: RouteContext, [id = '']: readonly string[]): void {
  const store = context.state.assistants.vectorStores.get(id);
  if (!store) {
    sendNotFound(context, 'vector store', id);
    return;
  }
  const parsed = parseRequest(fileBatchSchema, context.body);
  if (!parsed.ok) {
    sendOpenAIError(context.response, 400, parsed.problem);
    return;
  }
  if (!knownFileIds(context, parsed.value.file_ids)) return;
  countFiles(store, [...new Set([...store.file_ids, ...parsed.value.file_ids])]);
  const count = parsed.value.file_ids.length;
  sendJson(context.response, 200, {
    id: context.state.nextId('vsfb_fake_'),
    object: 'vector_store.files_batch',
    created_at: FIXED_CREATED_AT,
    vector_store_id: id,
    status: 'completed',
    file_counts: { in_progress: 0, completed: count, failed: 0, cancelled: 0, total: count },
  });
}

/** `GET /vector_stores/{id}/files`. */
export function handleListVectorStoreFiles(context: RouteContext, [id = '']: readonly string[]): void {
  const store = context.state.assistants.vectorStores.get(id);
  if (!store) {
    sendNotFound(context, 'vector store', id);
    return;
  }
  const files = store.file_ids.map((fileId) => ({
    id: fileId,
    object: 'vector_store.file',
    created_at: FIXED_CREATED_AT,
    vector_store_id: id,
    status: 'completed',
    usage_bytes: context.state.assistants.files.get(fileId)?.bytes ?? 0,
    last_error: null,
  }));
  sendJson(context.response, 200, listPage(files, context.query));
}
