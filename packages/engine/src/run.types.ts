import type { ExecutionStateName, FlowData } from '@loomflow/core';
import type {
  ChatTurn,
  NodeExecutor,
  HumanInputAction,
  HumanInputAnswer,
  RunIdentity,
  RunUpload,
  RuntimeServices,
  TokenUsage,
  UsedTool,
} from '@loomflow/nodes/runtime';

/** Flowise's execution states; TIMEOUT is really set here (wall-clock limit per run). */
export type ExecutionState = ExecutionStateName;

/** One node's record in `executionData` (compat reference: Execution records). */
export interface ExecutedNode {
  readonly nodeId: string;
  readonly nodeLabel: string;
  readonly data: {
    readonly id: string;
    readonly name: string;
    readonly input: Readonly<Record<string, unknown>>;
    readonly output: Readonly<Record<string, unknown>>;
    readonly state: Readonly<Record<string, unknown>>;
    readonly chatHistory?: readonly ChatTurn[];
    readonly error?: string;
    readonly usage?: TokenUsage;
    readonly startedAt: string;
    readonly finishedAt?: string;
    readonly durationMs?: number;
    /** Inside an iteration: which item. */
    readonly iterationIndex?: number;
    readonly parentNodeId?: string;
    /** Multi-output nodes: the output indexes whose edges were taken (used to resume a paused run). */
    readonly takenOutputs?: readonly number[];
    /** A node that paused the run (status STOPPED): the buttons it showed, with what it saved to continue. */
    readonly action?: HumanInputAction;
  };
  readonly previousNodeIds: readonly string[];
  readonly status: ExecutionState;
}

/** Limits of one run. */
export interface RunLimits {
  /** Node executions per run (Flowise: 1,000). */
  readonly maxNodeExecutions: number;
  /** Wall-clock limit; the run ends TIMEOUT. */
  readonly timeoutMs: number;
  /** Upper bound of any Loop node's `maxLoopCount` (MAX_LOOP_COUNT). */
  readonly maxLoopCount: number;
  /** Iteration items run at once. */
  readonly iterationConcurrency: number;
}

export const DEFAULT_RUN_LIMITS: RunLimits = {
  maxNodeExecutions: 1000,
  timeoutMs: 10 * 60_000,
  maxLoopCount: 10,
  iterationConcurrency: 4,
};

/** A paused run to resume: its records and state, and the person's answer. */
export interface ResumeFrom {
  readonly executionData: readonly ExecutedNode[];
  readonly flowState: Readonly<Record<string, unknown>>;
  readonly humanInput: HumanInputAnswer;
  /** The execution's `action` (the paused node's record holds it too). */
  readonly action?: HumanInputAction;
}

/** Everything a run of an agentflow v2 needs. */
export interface AgentflowRunRequest {
  readonly flowData: FlowData;
  readonly identity: RunIdentity;
  readonly question: string;
  readonly form?: Readonly<Record<string, unknown>>;
  readonly uploads?: readonly RunUpload[];
  /** Earlier messages of the session, oldest first (memory). */
  readonly pastMessages: readonly ChatTurn[];
  /** `$vars`, runtime ones already read from the environment and request overrides applied. */
  readonly vars: Readonly<Record<string, string>>;
  /** `overrideConfig.startState` (allowed ones only), merged over the Start node's state. */
  readonly startState?: Readonly<Record<string, unknown>>;
  /** The last flow state of this session, used when the Start node persists state. */
  readonly persistedState?: Readonly<Record<string, unknown>>;
  /** Per-node parameter overrides the flow's API configuration allows: `{ [paramName]: value | {[nodeId]: value} }`. */
  readonly overrideConfig?: Readonly<Record<string, unknown>>;
  readonly resume?: ResumeFrom;
  /** Whether the client streams (tokens are emitted either way; the server decides what to send). */
  readonly streaming: boolean;
  readonly limits?: Partial<RunLimits>;
  /** Aborting it stops model calls in flight; the run ends TERMINATED. */
  readonly signal?: AbortSignal;
  readonly services: RuntimeServices;
  /** `{{ $webhook.… }}` of a run started by a webhook: `{ body, headers, query }`. */
  readonly webhook?: Readonly<Record<string, unknown>>;
  /** Where node executors come from (tests inject fakes); the registry of `@loomflow/nodes/runtime` otherwise. */
  readonly executors?: (name: string) => NodeExecutor | undefined;
}

/** One step of Flowise's `agentReasoning`: which agent spoke, what it said, where it sent the conversation. */
export interface AgentReasoningStep {
  readonly agentName: string;
  readonly messages: readonly string[];
  readonly next?: string;
  readonly instructions?: string;
  readonly usedTools: readonly UsedTool[];
  readonly sourceDocuments: readonly unknown[];
  readonly state: Readonly<Record<string, unknown>>;
  readonly nodeName: string;
  readonly nodeId: string;
}

/**
 * The typed events of a run of any flow kind, in order; the server turns them into SSE frames and execution
 * updates. Chatflows emit only what their ending node streams (`token` … `usage`); agentflow v1 runs add who
 * speaks next (`nextAgent`) and what the agents reasoned (`agentReasoning`).
 */
export type EngineEvent =
  | { readonly type: 'runStart'; readonly executionId: string }
  | { readonly type: 'nodeStart'; readonly nodeId: string; readonly nodeLabel: string }
  | {
      readonly type: 'nodeFinish';
      readonly nodeId: string;
      readonly nodeLabel: string;
      readonly record: ExecutedNode;
    }
  | {
      readonly type: 'nodeError';
      readonly nodeId: string;
      readonly nodeLabel: string;
      readonly error: string;
      readonly record: ExecutedNode;
    }
  | { readonly type: 'token'; readonly nodeId: string; readonly text: string }
  | { readonly type: 'thinking'; readonly nodeId: string; readonly text: string; readonly done?: boolean }
  | { readonly type: 'usedTools'; readonly nodeId: string; readonly tools: readonly UsedTool[] }
  | { readonly type: 'calledTools'; readonly nodeId: string; readonly tools: readonly unknown[] }
  | { readonly type: 'sourceDocuments'; readonly nodeId: string; readonly documents: readonly unknown[] }
  | { readonly type: 'artifacts'; readonly nodeId: string; readonly artifacts: readonly unknown[] }
  | { readonly type: 'fileAnnotations'; readonly nodeId: string; readonly annotations: readonly unknown[] }
  | { readonly type: 'usage'; readonly nodeId: string; readonly usage: TokenUsage }
  | { readonly type: 'stateChange'; readonly state: Readonly<Record<string, unknown>> }
  | { readonly type: 'paused'; readonly nodeId: string; readonly action: HumanInputAction }
  | {
      readonly type: 'runEnd';
      readonly state: ExecutionState;
      readonly executionData: readonly ExecutedNode[];
    }
  | { readonly type: 'nextAgent'; readonly nodeId: string; readonly agentName: string }
  | {
      readonly type: 'agentReasoning';
      readonly nodeId: string;
      readonly steps: readonly AgentReasoningStep[];
    };

/** What a run ends with. */
export interface AgentflowRunResult {
  readonly state: ExecutionState;
  /** The answer: the output content of the last node that finished on a path's end. */
  readonly text: string;
  /** The structured output of that node, when it had one. */
  readonly json?: unknown;
  readonly executionData: readonly ExecutedNode[];
  readonly flowState: Readonly<Record<string, unknown>>;
  readonly action?: HumanInputAction;
  readonly usedTools: readonly UsedTool[];
  readonly sourceDocuments: readonly unknown[];
  readonly artifacts: readonly unknown[];
  /** Files the answer cites or produced (a chatflow's OpenAI Assistant node). */
  readonly fileAnnotations?: readonly unknown[];
  readonly usage: TokenUsage;
  /** Why the run ended ERROR / TIMEOUT / TERMINATED, in words a person can act on. */
  readonly error?: string;
}
