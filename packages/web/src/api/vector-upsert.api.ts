import { apiUpsertResponseSchema } from '@loomflow/core';
import type { ApiUpsertResponse } from '@loomflow/core';
import { apiRequest } from './api-client.ts';

export interface ChatflowUpsertRequest {
  /** The vector store node to upsert (needed when the flow has several). */
  readonly stopNodeId?: string;
  /** Files handed to the flow's file loaders (sent as multipart `files`). */
  readonly files?: readonly File[];
  /** The chat the files belong to: a store with File Upload on keeps them for that chat only. */
  readonly chatId?: string;
}

/** `POST /vector/upsert/{id}`: upserts a saved chatflow's vector store node (JSON, or multipart with files). */
export const vectorUpsertApi = {
  upsert: (flowId: string, request: ChatflowUpsertRequest): Promise<ApiUpsertResponse> => {
    const files = request.files ?? [];
    let body: FormData | { stopNodeId?: string };
    if (files.length > 0) {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      if (request.stopNodeId) form.append('stopNodeId', request.stopNodeId);
      if (request.chatId) form.append('chatId', request.chatId);
      body = form;
    } else {
      body = request.stopNodeId ? { stopNodeId: request.stopNodeId } : {};
    }
    return apiRequest(`/vector/upsert/${encodeURIComponent(flowId)}`, {
      method: 'POST',
      body,
      schema: apiUpsertResponseSchema,
    });
  },
};
