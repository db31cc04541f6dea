import type {
  ChatTurn,
  NodeEmission,
  RunUpload,
  RuntimeServices,
  TokenUsage,
  UsedTool,
} from './node-executor.ts';

/**
 * The contract between the chatflow runtime (packages/engine/src/chatflow) and the chatflow components
 * (LangChain nodes: chat models, prompts, memory, chains…). A component's `init` gives the LangChain object it
 * provides; components that end a flow (chains, agents) also `run`, giving the answer. Inputs that reference
 * other nodes (`{{nodeId.data.instance}}`) arrive as those nodes' initialised objects (list anchors as arrays);
 * components check them with type guards and throw `ChatflowInputError` when one is of the wrong kind.
 */

/** Reads the stored conversation of a session (the server implements it over its chat messages). */
export interface ChatflowMemoryStore {
  /** Earlier messages of the session, oldest first (the current question not included). */
  pastMessages(sessionId: string): Promise<readonly ChatTurn[]>;
}

/** Who a chatflow run is for. */
export interface ChatflowRunIdentity {
  readonly chatflowId: string;
  readonly chatId: string;
  readonly sessionId: string;
  readonly workspaceId: string;
}

/** What a component sees when it is initialised. */
export interface ChatflowInitContext {
  readonly nodeId: string;
  readonly nodeLabel: string;
  /**
   * The node's `data.inputs` with templates resolved (except `rawInputs`) and node references replaced by the
   * referenced nodes' initialised objects.
   */
  readonly inputs: Readonly<Record<string, unknown>>;
  /** The chosen output option by anchor name (`data.outputs`, e.g. `{ output: 'outputPrediction' }`). */
  readonly outputs: Readonly<Record<string, unknown>>;
  /** The node's `data.credential` (chosen credential id), if any. */
  readonly credentialId: string | undefined;
  readonly run: ChatflowRunIdentity;
  readonly question: string;
  /** The session's earlier messages (request history, then stored ones), oldest first. */
  readonly chatHistory: readonly ChatTurn[];
  readonly vars: Readonly<Record<string, string>>;
  /**
   * Files and links sent with the question, as sent (data URLs); images reach chat models whose node allows
   * image uploads. The chatflow runtime always gives them; contexts built outside a run may leave them out.
   */
  readonly uploads?: readonly RunUpload[];
  /**
   * The run's variable store Set Variable writes and Get Variable reads (shared by the nodes of one run, gone
   * after it). The chatflow runtime always gives one; contexts built outside a run may leave it out.
   */
  readonly flowVariables?: Map<string, unknown>;
  readonly memory: ChatflowMemoryStore;
  readonly services: RuntimeServices;
  readonly signal: AbortSignal;
  /**
   * False when the run's caller asked for no stream: chat models are then built to answer each call in one
   * non-streaming request (usage from the provider's answer), `.stream()` included. Absent outside a run (upserts)
   * and for a streaming caller: the model node's own Streaming setting holds.
   */
  readonly callerStreams?: boolean;
  /** Resolves `{{question}}`, `{{chat_history}}`, `{{$vars.x}}`, `{{$flow.x}}` in text (for `rawInputs`). */
  resolveTemplate(text: string): string;
}

/** What the ending component sees when it runs: its own initialised object besides the init context. */
export interface ChatflowRunContext extends ChatflowInitContext {
  readonly instance: unknown;
  /**
   * True when the client asked for a stream: `emit` tokens as they come. The answer's source documents, used
   * tools and usage are sent by the runtime after `run` (components do not emit them).
   */
  readonly streaming: boolean;
  emit(emission: NodeEmission): void;
}

/** The answer of a chatflow. */
export interface ChatflowAnswer {
  readonly text: string;
  readonly json?: unknown;
  readonly sourceDocuments?: readonly unknown[];
  readonly usedTools?: readonly UsedTool[];
  /** Files the answer cites or produced (OpenAI Assistant node; emitted as `fileAnnotations` while streaming). */
  readonly fileAnnotations?: readonly unknown[];
  readonly usage?: TokenUsage;
}

/** What an upsert wrote (Flowise's `IndexingResult`): counts and the documents added. */
export interface ChatflowUpsertResult {
  readonly numAdded: number;
  readonly numDeleted: number;
  readonly numUpdated: number;
  readonly numSkipped: number;
  readonly addedDocs: readonly { readonly pageContent: string; readonly metadata: Record<string, unknown> }[];
}

/** What an upsert request says beyond the node's inputs. */
export interface ChatflowUpsertOptions {
  /**
   * The chat whose uploaded files these are (`chatId` of `POST /vector/upsert`): vector stores with File Upload on
   * put it in every chunk's metadata (`flowise_chatId`), so only that chat's searches find them.
   */
  readonly chatId?: string;
}

/**
 * A chatflow component, by node name. The registry's components take `Name` = the registry's `NodeName`, so a name
 * that is no node type does not compile; tests and fakes keep the default (any name).
 */
export interface ChatflowComponent<Name extends string = string> {
  readonly name: Name;
  /** Input names whose `{{ }}` are not resolved before `init` (the component resolves them itself). */
  readonly rawInputs?: readonly string[];
  /** May throw or reject: the runtime reports both as the node failing to start. */
  init(context: ChatflowInitContext): Promise<unknown>;
  /** Ending components (chains, agents, engines) answer the question. */
  run?(context: ChatflowRunContext): Promise<ChatflowAnswer>;
  /**
   * Vector stores write their connected documents (embedded with their connected embeddings) and say how many:
   * `POST /vector/upsert/{id}`. The context is the init context (dependencies initialised, not the node itself).
   */
  upsert?(context: ChatflowInitContext, options: ChatflowUpsertOptions): Promise<ChatflowUpsertResult>;
}

/**
 * What a branching node (If Else Function) initialises to: the output anchor it chose and the value later nodes
 * receive. The runtime skips the nodes only reachable through the other anchors.
 */
export interface ChatflowBranch {
  readonly kind: 'chatflowBranch';
  /** The chosen output anchor's name (`returnTrue` / `returnFalse`). */
  readonly output: string;
  readonly value: unknown;
}

export function isChatflowBranch(value: unknown): value is ChatflowBranch {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    value.kind === 'chatflowBranch' &&
    'output' in value &&
    typeof value.output === 'string'
  );
}

/** An input of the wrong kind or missing; the runtime names the node. */
export class ChatflowInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatflowInputError';
  }
}

/** A conversation memory as memory components give it to chains. */
export interface ChatflowMemory {
  readonly kind: 'chatflowMemory';
  /** The key prompts read the history under (`chat_history` by default). */
  readonly memoryKey: string;
  /** The messages a chain sees, oldest first. */
  messages(): Promise<readonly ChatTurn[]>;
  /**
   * Memories that keep the conversation outside the server's chat messages (Redis…) store the exchange here;
   * chains call it after answering. Absent for memories that read the server's stored messages.
   */
  saveExchange?(question: string, answer: string): Promise<void>;
}

export function isChatflowMemory(value: unknown): value is ChatflowMemory {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    value.kind === 'chatflowMemory' &&
    'messages' in value &&
    typeof value.messages === 'function'
  );
}

/** Describes a value in an error ("a PromptTemplate", "text", "nothing"). */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'nothing';
  if (typeof value === 'string') return 'text';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') {
    const name = value.constructor.name;
    return name && name !== 'Object' ? `a ${name}` : 'an object';
  }
  return `a ${typeof value}`;
}

/** The input as the guard's type, or a `ChatflowInputError` naming the input and what it got. */
export function requireInput<T>(
  inputs: Readonly<Record<string, unknown>>,
  name: string,
  guard: (value: unknown) => value is T,
  expected: string,
): T {
  const value = inputs[name];
  if (value === undefined || value === null || value === '')
    throw new ChatflowInputError(`input "${name}" is not connected (needs ${expected})`);
  if (!guard(value))
    throw new ChatflowInputError(`input "${name}" needs ${expected}, got ${describeValue(value)}`);
  return value;
}

/** The optional input as the guard's type, undefined when empty, or a `ChatflowInputError`. */
export function optionalInput<T>(
  inputs: Readonly<Record<string, unknown>>,
  name: string,
  guard: (value: unknown) => value is T,
  expected: string,
): T | undefined {
  const value = inputs[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value) && value.length === 0) return undefined;
  if (!guard(value))
    throw new ChatflowInputError(`input "${name}" needs ${expected}, got ${describeValue(value)}`);
  return value;
}

/** A text input ('' when unset). */
export function textInput(inputs: Readonly<Record<string, unknown>>, name: string): string {
  const value = inputs[name];
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new ChatflowInputError(`input "${name}" needs text, got ${describeValue(value)}`);
}

/** A number input within a range, undefined when empty, or a `ChatflowInputError` naming the input's label. */
export function numberInput(
  inputs: Readonly<Record<string, unknown>>,
  name: string,
  label: string,
  range: { min: number; max: number; whole?: boolean },
): number | undefined {
  const text = textInput(inputs, name).trim();
  if (text === '') return undefined;
  const value = Number(text);
  if (
    !Number.isFinite(value) ||
    value < range.min ||
    value > range.max ||
    (range.whole && !Number.isInteger(value))
  )
    throw new ChatflowInputError(
      `${label} must be ${range.whole ? 'a whole number' : 'a number'} from ${String(range.min)} to ${String(range.max)}`,
    );
  return value;
}
