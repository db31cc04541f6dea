import type { OpenAiAssistantDetails } from '@loomflow/core';

/**
 * The part of the node runtime's Assistants API client (`createAssistantsApiClient` of `@loomflow/nodes/runtime`)
 * the server uses, declared here so the server's services do not load the runtime (and the `openai` SDK) at start.
 */
export type AssistantsApiTarget =
  | { readonly kind: 'openai'; readonly apiKey: string; readonly baseURL?: string }
  | {
      readonly kind: 'azure';
      readonly apiKey: string;
      readonly endpoint: string;
      readonly apiVersion: string;
    };

/** A provider object as the provider answered it (its own fields kept). */
export type ProviderObject = { readonly id: string } & Readonly<Record<string, unknown>>;

export interface ThreadRunRequest {
  readonly threadId?: string | undefined;
  readonly assistantId: string;
  readonly message: string;
  readonly signal?: AbortSignal | undefined;
  readonly onToken?: ((token: string) => void) | undefined;
}

export interface ThreadRunResult {
  readonly threadId: string;
  readonly text: string;
  readonly usedTools: readonly unknown[];
  readonly fileAnnotations: readonly unknown[];
}

export interface AssistantsApi {
  listAssistants(): Promise<readonly ProviderObject[]>;
  getAssistant(id: string): Promise<ProviderObject>;
  createAssistant(details: OpenAiAssistantDetails): Promise<ProviderObject>;
  updateAssistant(id: string, details: OpenAiAssistantDetails): Promise<ProviderObject>;
  deleteAssistant(id: string): Promise<unknown>;
  uploadFile(file: {
    readonly name: string;
    readonly bytes: Uint8Array;
    readonly purpose: string;
  }): Promise<ProviderObject>;
  listFiles(): Promise<readonly ProviderObject[]>;
  deleteFile(id: string): Promise<unknown>;
  listVectorStores(): Promise<readonly ProviderObject[]>;
  createVectorStore(request: {
    readonly name: string;
    readonly fileIds: readonly string[];
  }): Promise<ProviderObject>;
  getVectorStore(id: string): Promise<ProviderObject>;
  deleteVectorStore(id: string): Promise<unknown>;
  runThread(request: ThreadRunRequest): Promise<ThreadRunResult>;
}

/** Makes the client for a target (the server's loads the node runtime on first use). */
export type AssistantsApiFactory = (target: AssistantsApiTarget) => Promise<AssistantsApi>;
