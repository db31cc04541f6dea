import type { BaseCheckpointSaver } from '@langchain/langgraph';
import type { FlowData, FlowNodeProblems } from '@loomflow/core';
import type {
  ChatflowMemoryStore,
  ChatTurn,
  RunIdentity,
  RunUpload,
  RuntimeServices,
} from '@loomflow/nodes/runtime';
import type { ChatflowUpsertOutcome, ChatflowUpsertRequest } from './chatflow/upsert-chatflow.ts';
import type {
  AgentflowRunResult,
  AgentReasoningStep,
  EngineEvent,
  ResumeFrom,
  RunLimits,
} from './run.types.ts';

/**
 * One run of a flow of any kind: what the server gives every runtime. Each runtime reads what its kind uses
 * (see the traits of `FlowRuntime`) and leaves the rest.
 */
export interface FlowRunRequest {
  readonly flowData: FlowData;
  /** `executionId` is '' for runtimes that keep no execution (`keeps.execution` false). */
  readonly identity: RunIdentity;
  readonly question: string;
  readonly form?: Readonly<Record<string, unknown>>;
  readonly uploads?: readonly RunUpload[];
  /**
   * Flowise's `uploadedFilesContent`: `<doc name='…'>text</doc>` blocks of the files sent whole (`file:full`),
   * given to runtimes that read it (`readsFileContent`).
   */
  readonly fileAttachment?: string;
  /**
   * The request's history, then the session's stored messages, oldest first; given to runtimes that read it
   * (`readsPastMessages`) when the flow has nodes with memory.
   */
  readonly pastMessages: readonly ChatTurn[];
  /** Reads any session's stored messages (memory components of the flow's LangChain nodes). */
  readonly memory: ChatflowMemoryStore;
  /** `$vars`, runtime ones already read from the environment and request overrides applied. */
  readonly vars: Readonly<Record<string, string>>;
  /** `overrideConfig.startState` (allowed ones only), merged over the Start node's state. */
  readonly startState?: Readonly<Record<string, unknown>>;
  /** The last flow state of this session, used when the Start node persists state. */
  readonly persistedState?: Readonly<Record<string, unknown>>;
  /** Per-node parameter overrides the flow's API configuration allows: `{ [param]: value | {[nodeId]: value} }`. */
  readonly overrideConfig?: Readonly<Record<string, unknown>>;
  /** A paused run (STOPPED) being answered: its node records and state, and the person's answer. */
  readonly resume?: ResumeFrom;
  /** Whether the client streams (tokens are emitted either way; the server decides what to send). */
  readonly streaming: boolean;
  readonly limits?: Partial<RunLimits>;
  /** Aborting it stops model calls in flight; the run ends TERMINATED. */
  readonly signal?: AbortSignal;
  readonly services: RuntimeServices;
  /** Where the graph's checkpoints live; given to runtimes that keep them (`keeps.checkpoints`). */
  readonly checkpointer?: BaseCheckpointSaver;
}

/** What a run of any kind ends with: the agentflow result shape, with the agents' reasoning of v1 runs. */
export interface FlowRunResult extends AgentflowRunResult {
  /** Agentflow v1 runs: what each agent did this turn (Flowise's `agentReasoning`). */
  readonly agentReasoning?: readonly AgentReasoningStep[];
}

/** What a run keeps besides the chat messages. */
export type FlowRunKeeping =
  /** Nothing: the session's messages are the flow's whole memory (chatflows). */
  | { readonly execution: false }
  | {
      /**
       * An execution: a row with the node records, written as the run goes; a run paused for a person's answer
       * ends STOPPED and the next request with `humanInput` resumes it (`resume`).
       */
      readonly execution: true;
      /** What a `humanInput` is told when the session has no paused run to resume. */
      readonly pausedRun: string;
      /**
       * The conversation lives in graph checkpoints per session (agentflow v1): runs get a `checkpointer`, and a
       * question that fails leaves no checkpoint behind.
       */
      readonly checkpoints: boolean;
    };

/**
 * How flows of one kind (a flow type) are checked and run. The server reads the traits to give the run what it
 * uses, and runs every kind the same way through `run`.
 */
export interface FlowRuntime {
  readonly keeps: FlowRunKeeping;
  /** Reads the session's earlier messages (`pastMessages`). */
  readonly readsPastMessages: boolean;
  /** Reads the text of files sent whole (`fileAttachment`); a file whose text cannot be read refuses the run. */
  readonly readsFileContent: boolean;
  /** Other flows may run it (the Execute Flow node, flows as tools). */
  readonly nestable: boolean;
  /** Every problem that keeps the flow from running, per node (the flow's own under id '' and label Flow). */
  validate(flowData: FlowData): FlowNodeProblems[];
  /** Whether its answer streams (Flowise's `isStreaming`); `flowData` is read only when the answer depends on it. */
  canStream(flowData: () => FlowData): boolean;
  /**
   * Runs the flow once, `onEvent` hearing what happens in order. Ends with a result whose `state` tells how the
   * run ended; rejects only when the run could not be carried out at all.
   */
  run(request: FlowRunRequest, onEvent: (event: EngineEvent) => void): Promise<FlowRunResult>;
  /** Kinds whose flows have vector store nodes: embeds and writes a chosen node's documents. */
  upsert?(request: ChatflowUpsertRequest): Promise<ChatflowUpsertOutcome>;
}
