import type {
  DocumentChunk,
  DocumentStore,
  DocumentStoreLoader,
  NodeDefinition,
  UpsertJob,
} from '@loomflow/core';
import { afterEach, beforeEach, vi } from 'vitest';
import { COMPONENT_ROUTES } from '../../api/document-store.api.ts';
import { cleanup } from '@testing-library/react';
import { useAuthStore } from '../../stores/auth.store.ts';
import {
  ENTERPRISE_SETTINGS,
  OPEN_SOURCE_SETTINGS,
  TEST_LOGIN,
  memberLogin,
} from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';

/** Test data and a fake API for the document store screens. */

export function testLoader(overrides: Partial<DocumentStoreLoader> = {}): DocumentStoreLoader {
  return {
    id: 'loader-1',
    loaderId: 'textFile',
    loaderName: 'Text File',
    loaderConfig: { txtFile: 'FILE-STORAGE::["faq.txt"]' },
    splitterId: 'recursiveCharacterTextSplitter',
    splitterName: 'Recursive Character Text Splitter',
    splitterConfig: { chunkSize: 1000, chunkOverlap: 200 },
    totalChunks: 12,
    totalChars: 9800,
    status: 'SYNC',
    files: [
      {
        id: 'f1',
        name: 'faq.txt',
        mimePrefix: 'text',
        size: 9800,
        status: 'SYNC',
        uploaded: '2026-03-04T10:00:00.000Z',
      },
    ],
    source: 'faq.txt',
    ...overrides,
  };
}

export function testStore(overrides: Partial<DocumentStore> = {}): DocumentStore {
  return {
    id: 'store-1',
    name: 'Product FAQ',
    description: 'Answers about shipping and returns',
    status: 'SYNC',
    loaders: [testLoader()],
    whereUsed: [],
    vectorStoreConfig: null,
    embeddingConfig: null,
    totalChunks: 12,
    totalChars: 9800,
    createdDate: '2026-03-04T10:00:00.000Z',
    updatedDate: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

export function testChunk(chunkNo: number, overrides: Partial<DocumentChunk> = {}): DocumentChunk {
  return {
    id: `chunk-${String(chunkNo)}`,
    docId: 'loader-1',
    storeId: 'store-1',
    chunkNo,
    pageContent: `Chunk text number ${String(chunkNo)}`,
    metadata: { source: 'faq.txt' },
    ...overrides,
  };
}

export function testJob(overrides: Partial<UpsertJob> = {}): UpsertJob {
  return {
    id: 'job-1',
    storeId: 'store-1',
    loaderId: null,
    status: 'SUCCEEDED',
    total: 12,
    embedded: 12,
    skipped: 0,
    deleted: 0,
    failed: 0,
    error: null,
    startedDate: '2026-03-04T10:00:00.000Z',
    finishedDate: '2026-03-04T10:00:03.000Z',
    ...overrides,
  };
}

function definition(
  name: string,
  label: string,
  category: string,
  inputs: NodeDefinition['inputs'],
  credential?: NodeDefinition['credential'],
): NodeDefinition {
  return {
    name,
    label,
    version: 1,
    type: label.replace(/ /g, ''),
    category,
    description: `${label} for tests`,
    baseClasses: [label.replace(/ /g, '')],
    inputs,
    ...(credential ? { credential } : {}),
  };
}

/** The node types the screens read from `GET /document-store/components/…`. */
export const TEST_NODES: NodeDefinition[] = [
  definition('textFile', 'Text File', 'Document Loaders', [
    { label: 'Txt File', name: 'txtFile', type: 'file', fileType: '.txt' },
    { label: 'Text Splitter', name: 'textSplitter', type: 'TextSplitter', optional: true },
    { label: 'Omit Metadata Keys', name: 'omitMetadataKeys', type: 'string', optional: true },
  ]),
  definition('plainText', 'Plain Text', 'Document Loaders', [
    { label: 'Text', name: 'text', type: 'string', rows: 4 },
  ]),
  definition('recursiveCharacterTextSplitter', 'Recursive Character Text Splitter', 'Text Splitters', [
    { label: 'Chunk Size', name: 'chunkSize', type: 'number', default: 1000 },
    { label: 'Chunk Overlap', name: 'chunkOverlap', type: 'number', default: 200 },
  ]),
  definition(
    'openAIEmbeddings',
    'OpenAI Embeddings',
    'Embeddings',
    [
      { label: 'Model Name', name: 'modelName', type: 'string', default: 'text-embedding-3-small' },
      { label: 'BasePath', name: 'basepath', type: 'string', optional: true },
    ],
    { label: 'Connect Credential', name: 'credential', type: 'credential', credentialNames: ['openAIApi'] },
  ),
  definition('embeddedVectorStore', 'Embedded Vector Store', 'Vector Stores', [
    { label: 'Top K', name: 'topK', type: 'number', default: 4, optional: true },
  ]),
  definition('qdrant', 'Qdrant', 'Vector Stores', [
    { label: 'Qdrant Server URL', name: 'qdrantServerUrl', type: 'string' },
  ]),
];

export type Handler = (request: RecordedRequest) => Response | undefined | Promise<Response | undefined>;

/**
 * Settings answered; then the handler; then the node types and credentials of TEST_NODES; else 404. Roles limit
 * what people may do only on the enterprise kind.
 */
export function serveApi(
  handler: Handler,
  kind: 'open source' | 'enterprise' = 'open source',
): RecordedRequest[] {
  return stubFetch(async (request) => {
    if (request.path === '/settings') {
      return jsonResponse(200, kind === 'enterprise' ? ENTERPRISE_SETTINGS : OPEN_SOURCE_SETTINGS);
    }
    const answer = await handler(request);
    if (answer) return answer;
    const component = Object.entries(COMPONENT_ROUTES).find(
      ([, route]) => request.path === `/document-store/components/${route}`,
    );
    if (component) {
      return jsonResponse(
        200,
        TEST_NODES.filter((node) => node.category === component[0]),
      );
    }
    if (request.path === '/node-load-method/openAIEmbeddings') {
      return jsonResponse(200, [{ label: 'Fake OpenAI', name: 'cred-1' }]);
    }
    return errorResponse(404, `Not found: ${request.method} ${request.path}`);
  });
}

/** Signs in an organization admin before each test (or a member with these permissions) and cleans up after. */
export function useSignedIn(permissions?: string[]): void {
  beforeEach(() => {
    useAuthStore.getState().loginSuccess(permissions ? memberLogin(permissions) : TEST_LOGIN);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useAuthStore.getState().clearAuth();
    localStorage.clear();
  });
}

export { jsonResponse, errorResponse };
export type { RecordedRequest };
