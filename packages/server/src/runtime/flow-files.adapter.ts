import type { FlowFileReader } from '@loomflow/nodes/runtime';
import { mimeTypeOf, type ChatUploadStore } from '../storage/chat-upload-store.ts';

/** The flow files port of a run: files kept with the workspace's flows (`FILE-STORAGE::` references). */
export function flowFiles(store: ChatUploadStore, workspaceId: string): FlowFileReader {
  return {
    async read({ chatflowId, name }, signal) {
      signal.throwIfAborted();
      const data = await store.getFlowFile({ workspaceId, chatflowId, fileName: name });
      if (!data)
        throw new Error(
          `The flow has no stored file "${name}": send it again with the upsert (multipart "files")`,
        );
      return { data: new Uint8Array(data), mime: mimeTypeOf(name) };
    },
  };
}
