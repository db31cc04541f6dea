import type { OpenAiAssistantDetails } from '@loomflow/core';
import type { UsedTool } from '../../runtime/node-executor.ts';

export interface AssistantsApiOptions {
  /** The `fetch` the SDK uses (tests, or the server's guarded fetch); the global one otherwise. */
  readonly fetch?: typeof fetch;
}

/** A provider object (assistant, file, vector store) as the provider answered it, its own fields kept. */
export type ProviderObject = { readonly id: string } & Readonly<Record<string, unknown>>;

/** A function the assistant may call during a run, run by Loomflow (a connected Tool). */
export interface AssistantFunction {
  readonly name: string;
  readonly description: string;
  /** JSON schema of the arguments. */
  readonly parameters: Readonly<Record<string, unknown>>;
}

/** A function call the run asks for; `arguments` parsed from the model's JSON (`{}` when it is not an object). */
export interface AssistantToolCall {
  readonly id: string;
  readonly name: string;
  readonly arguments: Readonly<Record<string, unknown>>;
}

/** A file the assistant's answer cites (file_search) or produced (code_interpreter: `sandbox:/mnt/data/…`). */
export interface FileAnnotation {
  readonly type: 'file_citation' | 'file_path';
  /** The marker in the text (`【4:0†source】`, `sandbox:/mnt/data/report.csv`). */
  readonly text: string;
  readonly fileId: string;
  /** The file's name at the provider, when it could be read. */
  readonly fileName?: string;
  readonly startIndex: number;
  readonly endIndex: number;
}

/** A message of the conversation a new thread starts with. */
export interface ThreadMessage {
  readonly role: 'user' | 'assistant';
  readonly content: string;
}

export interface ThreadRunRequest {
  /** The conversation's thread; a new one is created when absent or when the provider no longer has it. */
  readonly threadId?: string | undefined;
  /** Earlier messages a new thread starts with (ignored when `threadId` is used). */
  readonly history?: readonly ThreadMessage[] | undefined;
  readonly assistantId: string;
  readonly message: string;
  readonly signal?: AbortSignal | undefined;
  /** Text as it streams, in order. */
  readonly onToken?: ((token: string) => void) | undefined;
  /**
   * Runs a function the assistant calls and answers its output. Without it (or for an unknown name) the run gets
   * an output saying the tool is not available, so it never hangs. A throw becomes the output `Error: …`.
   */
  readonly onToolCall?: ((call: AssistantToolCall) => Promise<string>) | undefined;
  /**
   * Function tools for this run, added to the assistant's own non-function tools (code interpreter, file search);
   * the assistant's stored function tools are replaced for the run. None: the assistant's tools as stored.
   */
  readonly functions?: readonly AssistantFunction[] | undefined;
}

export interface ThreadRunResult {
  readonly threadId: string;
  readonly runId: string;
  readonly text: string;
  readonly usedTools: readonly UsedTool[];
  readonly fileAnnotations: readonly FileAnnotation[];
}

/** What `createAssistantsApiClient` gives: the Assistants API calls Loomflow makes. */
export interface AssistantsApiClient {
  listAssistants(): Promise<readonly ProviderObject[]>;
  getAssistant(id: string): Promise<ProviderObject>;
  createAssistant(details: OpenAiAssistantDetails): Promise<ProviderObject>;
  updateAssistant(id: string, details: OpenAiAssistantDetails): Promise<ProviderObject>;
  deleteAssistant(id: string): Promise<ProviderObject>;
  uploadFile(file: {
    readonly name: string;
    readonly bytes: Uint8Array;
    readonly purpose: string;
  }): Promise<ProviderObject>;
  listFiles(): Promise<readonly ProviderObject[]>;
  deleteFile(id: string): Promise<ProviderObject>;
  listVectorStores(): Promise<readonly ProviderObject[]>;
  createVectorStore(request: {
    readonly name: string;
    readonly fileIds: readonly string[];
  }): Promise<ProviderObject>;
  getVectorStore(id: string): Promise<ProviderObject>;
  deleteVectorStore(id: string): Promise<ProviderObject>;
  runThread(request: ThreadRunRequest): Promise<ThreadRunResult>;
}
