import { z } from 'zod';
import type { Repositories } from '../db/repositories/index.ts';
import { badRequest, notFound } from '../errors/app-error.ts';
import { parse } from '../errors/validate.ts';
import type { AssistantsApi, ProviderObject } from './assistants-api.ts';
import {
  PROVIDER_CREDENTIALS,
  providerError,
  type ProviderAssistants,
  type ProviderType,
} from './provider-assistants.ts';

export const credentialQuerySchema = z.object({
  credential: z.string().trim().min(1, 'Give the credential (?credential=)').max(100),
});

export const createVectorStoreRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name the vector store').max(256),
  /** Flowise's field; `fileIds` is accepted too. */
  file_ids: z.array(z.string().min(1)).max(500).optional(),
  fileIds: z.array(z.string().min(1)).max(500).optional(),
});

/** A file to hand to the provider. */
export interface ProviderUpload {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/**
 * The provider's side of OPENAI / AZURE assistants for the assistant screens (Flowise's `/openai-assistants*`):
 * its assistants (to load an existing one), uploaded files and vector stores. The provider is the one the
 * credential belongs to (an `openAIApi` credential reaches OpenAI, an `azureOpenAIApi` one Azure).
 */
export class OpenAiAssistantsService {
  constructor(
    private readonly repos: Repositories,
    private readonly providers: ProviderAssistants,
  ) {}

  /** The client and provider for `?credential=`; a credential of another workspace is not found (404). */
  private async reach(
    workspaceId: string,
    query: unknown,
  ): Promise<{ api: AssistantsApi; type: ProviderType }> {
    const { credential } = parse(credentialQuerySchema, query);
    const row = await this.repos.credentials.find(workspaceId, credential);
    if (!row) throw notFound(`Credential ${credential} not found`);
    const type: ProviderType | undefined =
      row.credentialName === PROVIDER_CREDENTIALS.OPENAI
        ? 'OPENAI'
        : row.credentialName === PROVIDER_CREDENTIALS.AZURE
          ? 'AZURE'
          : undefined;
    if (type === undefined)
      throw badRequest(
        `Credential "${row.name}" is a ${row.credentialName} credential: assistants need ${PROVIDER_CREDENTIALS.OPENAI} or ${PROVIDER_CREDENTIALS.AZURE}`,
      );
    return { api: await this.providers.client(workspaceId, type, row.id), type };
  }

  private async call<T>(
    workspaceId: string,
    query: unknown,
    action: string,
    run: (api: AssistantsApi) => Promise<T>,
  ): Promise<T> {
    const { api, type } = await this.reach(workspaceId, query);
    try {
      return await run(api);
    } catch (error) {
      throw providerError(type, action, error);
    }
  }

  listAssistants(workspaceId: string, query: unknown): Promise<readonly ProviderObject[]> {
    return this.call(workspaceId, query, 'list the assistants', (api) => api.listAssistants());
  }

  getAssistant(workspaceId: string, id: string, query: unknown): Promise<ProviderObject> {
    return this.call(workspaceId, query, `read assistant ${id}`, (api) => api.getAssistant(id));
  }

  /** Uploads files for assistants (code interpreter, vector stores); answers the provider's file objects. */
  uploadFiles(
    workspaceId: string,
    query: unknown,
    files: readonly ProviderUpload[],
  ): Promise<ProviderObject[]> {
    if (files.length === 0) throw badRequest('Send the files to upload as multipart "files"');
    return this.call(workspaceId, query, 'upload the files', async (api) => {
      const uploaded: ProviderObject[] = [];
      for (const file of files)
        uploaded.push(await api.uploadFile({ name: file.name, bytes: file.bytes, purpose: 'assistants' }));
      return uploaded;
    });
  }

  listVectorStores(workspaceId: string, query: unknown): Promise<readonly ProviderObject[]> {
    return this.call(workspaceId, query, 'list the vector stores', (api) => api.listVectorStores());
  }

  getVectorStore(workspaceId: string, id: string, query: unknown): Promise<ProviderObject> {
    return this.call(workspaceId, query, `read vector store ${id}`, (api) => api.getVectorStore(id));
  }

  createVectorStore(workspaceId: string, query: unknown, body: unknown): Promise<ProviderObject> {
    const request = parse(createVectorStoreRequestSchema, body);
    const fileIds = request.file_ids ?? request.fileIds ?? [];
    return this.call(workspaceId, query, 'create the vector store', (api) =>
      api.createVectorStore({ name: request.name, fileIds }),
    );
  }

  async deleteVectorStore(workspaceId: string, id: string, query: unknown): Promise<void> {
    await this.call(workspaceId, query, `delete vector store ${id}`, (api) => api.deleteVectorStore(id));
  }
}
