import {
  handleCreateAssistant,
  handleDeleteAssistant,
  handleGetAssistant,
  handleListAssistants,
  handleUpdateAssistant,
} from './assistants.handlers.ts';
import {
  handleCreateFileBatch,
  handleCreateVectorStore,
  handleDeleteFile,
  handleDeleteVectorStore,
  handleGetFile,
  handleGetVectorStore,
  handleListFiles,
  handleListVectorStoreFiles,
  handleListVectorStores,
  handleUploadFile,
} from './assistants-files.handlers.ts';
import {
  handleCreateRun,
  handleGetRun,
  handleListRuns,
  handleSubmitToolOutputs,
} from './assistants-runs.handlers.ts';
import {
  handleCreateMessage,
  handleCreateThread,
  handleDeleteThread,
  handleGetThread,
  handleListMessages,
} from './assistants-threads.handlers.ts';
import type { Route } from './server.state.ts';

const ID = '([^/]+)';

/** The Assistants API (beta): assistants, files, vector stores, threads, messages and runs, under `/v1`. */
export const ASSISTANTS_ROUTES: readonly Route[] = [
  { method: 'POST', pattern: /^\/v1\/assistants$/, handle: handleCreateAssistant },
  { method: 'GET', pattern: /^\/v1\/assistants$/, handle: handleListAssistants },
  { method: 'GET', pattern: new RegExp(`^/v1/assistants/${ID}$`), handle: handleGetAssistant },
  { method: 'POST', pattern: new RegExp(`^/v1/assistants/${ID}$`), handle: handleUpdateAssistant },
  { method: 'DELETE', pattern: new RegExp(`^/v1/assistants/${ID}$`), handle: handleDeleteAssistant },
  { method: 'POST', pattern: /^\/v1\/files$/, handle: handleUploadFile },
  { method: 'GET', pattern: /^\/v1\/files$/, handle: handleListFiles },
  { method: 'GET', pattern: new RegExp(`^/v1/files/${ID}$`), handle: handleGetFile },
  { method: 'DELETE', pattern: new RegExp(`^/v1/files/${ID}$`), handle: handleDeleteFile },
  { method: 'POST', pattern: /^\/v1\/vector_stores$/, handle: handleCreateVectorStore },
  { method: 'GET', pattern: /^\/v1\/vector_stores$/, handle: handleListVectorStores },
  { method: 'GET', pattern: new RegExp(`^/v1/vector_stores/${ID}$`), handle: handleGetVectorStore },
  { method: 'DELETE', pattern: new RegExp(`^/v1/vector_stores/${ID}$`), handle: handleDeleteVectorStore },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/vector_stores/${ID}/file_batches$`),
    handle: handleCreateFileBatch,
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/vector_stores/${ID}/files$`),
    handle: handleListVectorStoreFiles,
  },
  { method: 'POST', pattern: /^\/v1\/threads$/, handle: handleCreateThread },
  { method: 'GET', pattern: new RegExp(`^/v1/threads/${ID}$`), handle: handleGetThread },
  { method: 'DELETE', pattern: new RegExp(`^/v1/threads/${ID}$`), handle: handleDeleteThread },
  { method: 'POST', pattern: new RegExp(`^/v1/threads/${ID}/messages$`), handle: handleCreateMessage },
  { method: 'GET', pattern: new RegExp(`^/v1/threads/${ID}/messages$`), handle: handleListMessages },
  { method: 'POST', pattern: new RegExp(`^/v1/threads/${ID}/runs$`), handle: handleCreateRun },
  { method: 'GET', pattern: new RegExp(`^/v1/threads/${ID}/runs$`), handle: handleListRuns },
  { method: 'GET', pattern: new RegExp(`^/v1/threads/${ID}/runs/${ID}$`), handle: handleGetRun },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/threads/${ID}/runs/${ID}/submit_tool_outputs$`),
    handle: handleSubmitToolOutputs,
  },
];

/**
 * Azure OpenAI's paths as the `openai` package's AzureOpenAI client sends them (`{endpoint}/openai/<path>?api-version=`,
 * chat and embeddings under `/openai/deployments/{deployment}/`), as the OpenAI path they are served by; undefined
 * for paths that are not Azure's.
 */
export function azurePathToOpenAI(path: string): string | undefined {
  const deployment = /^\/openai\/deployments\/[^/]+(\/(?:chat\/completions|completions|embeddings))$/.exec(
    path,
  );
  if (deployment?.[1] !== undefined) return `/v1${deployment[1]}`;
  const plain = /^\/openai(\/.+)$/.exec(path);
  return plain?.[1] !== undefined ? `/v1${plain[1]}` : undefined;
}
