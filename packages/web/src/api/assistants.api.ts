import { assistantListSchema, assistantSchema, toolListSchema } from '@loomflow/core';
import type { Assistant, AssistantType, NodeDefinition, SaveAssistantRequest, Tool } from '@loomflow/core';
import { apiRequest } from './api-client.ts';
import {
  assistantStoreOptionListSchema,
  generatedInstructionSchema,
  providerAssistantListSchema,
  providerAssistantSchema,
  providerFileListSchema,
  providerVectorStoreListSchema,
  providerVectorStoreSchema,
  toolNodeListSchema,
} from './assistant-shapes.ts';
import type {
  AssistantStoreOption,
  ProviderAssistant,
  ProviderFile,
  ProviderVectorStore,
} from './assistant-shapes.ts';
import { nodeDefinitionListSchema } from './nodes.api.ts';
import { ignoredBody } from './response-schema.ts';

const part = encodeURIComponent;
const path = (id: string) => `/assistants/${part(id)}`;
const withCredential = (route: string, credential: string) => `${route}?credential=${part(credential)}`;

/** What `POST /assistants/generate/instruction` asks the chosen chat model for. */
export interface GenerateInstructionRequest {
  readonly task: string;
  readonly selectedChatModel: { readonly name: string; readonly inputs: Readonly<Record<string, unknown>> };
  readonly credential?: string;
}

/** Assistants (`/assistants…`): custom assistants built on a chat model, and OpenAI / Azure assistants. */
export const assistantsApi = {
  list: (type: AssistantType): Promise<Assistant[]> =>
    apiRequest(`/assistants?type=${type}`, { schema: assistantListSchema }),

  get: (id: string): Promise<Assistant> => apiRequest(path(id), { schema: assistantSchema }),

  create: (request: SaveAssistantRequest): Promise<Assistant> =>
    apiRequest('/assistants', { method: 'POST', body: request, schema: assistantSchema }),

  update: (id: string, request: SaveAssistantRequest): Promise<Assistant> =>
    apiRequest(path(id), { method: 'PUT', body: request, schema: assistantSchema }),

  /** `deleteAtProvider`: an OpenAI / Azure assistant is deleted there too (`isDeleteBoth`). */
  remove: async (id: string, deleteAtProvider = false): Promise<void> => {
    await apiRequest(`${path(id)}${deleteAtProvider ? '?isDeleteBoth=true' : ''}`, {
      method: 'DELETE',
      schema: ignoredBody,
    });
  },

  chatModels: (): Promise<NodeDefinition[]> =>
    apiRequest('/assistants/components/chatmodels', { schema: nodeDefinitionListSchema }),

  documentStores: (): Promise<AssistantStoreOption[]> =>
    apiRequest('/assistants/components/docstores', { schema: assistantStoreOptionListSchema }),

  tools: (): Promise<NodeDefinition[]> =>
    apiRequest('/assistants/components/tools', { schema: toolNodeListSchema }),

  /** The workspace's custom tools (a `customTool` runs one); a refusal is shown by the picker, not a redirect. */
  customTools: (): Promise<Tool[]> =>
    apiRequest('/tools', { schema: toolListSchema, handlesForbidden: true }),

  generateInstruction: async (request: GenerateInstructionRequest): Promise<string> => {
    const answer = await apiRequest('/assistants/generate/instruction', {
      method: 'POST',
      body: request,
      schema: generatedInstructionSchema,
    });
    return answer.content;
  },
};

/** The provider's side of OpenAI / Azure assistants, reached with one of the workspace's credentials. */
export const openAiAssistantsApi = {
  /** The provider's assistants ("load existing"). */
  list: (credential: string): Promise<ProviderAssistant[]> =>
    apiRequest(withCredential('/openai-assistants', credential), { schema: providerAssistantListSchema }),

  get: (id: string, credential: string): Promise<ProviderAssistant> =>
    apiRequest(withCredential(`/openai-assistants/${part(id)}`, credential), {
      schema: providerAssistantSchema,
    }),

  uploadFiles: (credential: string, files: readonly File[]): Promise<ProviderFile[]> => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    return apiRequest(withCredential('/openai-assistants-file/upload', credential), {
      method: 'POST',
      body: form,
      schema: providerFileListSchema,
    });
  },

  vectorStores: (credential: string): Promise<ProviderVectorStore[]> =>
    apiRequest(withCredential('/openai-assistants-vector-store', credential), {
      schema: providerVectorStoreListSchema,
    }),

  createVectorStore: (
    credential: string,
    request: { readonly name: string; readonly fileIds: readonly string[] },
  ): Promise<ProviderVectorStore> =>
    apiRequest(withCredential('/openai-assistants-vector-store', credential), {
      method: 'POST',
      body: { name: request.name, file_ids: request.fileIds },
      schema: providerVectorStoreSchema,
    }),

  deleteVectorStore: async (credential: string, id: string): Promise<void> => {
    await apiRequest(withCredential(`/openai-assistants-vector-store/${part(id)}`, credential), {
      method: 'DELETE',
      schema: ignoredBody,
    });
  },
};
