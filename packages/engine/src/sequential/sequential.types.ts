import type { BaseCheckpointSaver } from '@langchain/langgraph';
import type { FlowData } from '@loomflow/core';
import type {
  ChatflowMemoryStore,
  HumanInputAnswer,
  RunIdentity,
  RuntimeServices,
  UsedTool,
} from '@loomflow/nodes/runtime';
import type { EngineEvent } from '../run.types.ts';

/** Everything a run of an agentflow v1 (MULTIAGENT: sequential agents or supervisor/workers) needs. */
export interface SequentialRunRequest {
  readonly flowData: FlowData;
  /** `sessionId` is the LangGraph thread id: the checkpoints of one conversation. */
  readonly identity: RunIdentity;
  readonly question: string;
  readonly vars: Readonly<Record<string, string>>;
  /** Where the graph's checkpoints live (the server's database; MemorySaver in tests). */
  readonly checkpointer: BaseCheckpointSaver;
  /** Set to answer a paused run (tool approval) of this session: it continues from the checkpoint. */
  readonly humanInput?: Pick<HumanInputAnswer, 'type' | 'feedback'>;
  /** Graph steps allowed per run; the Supervisor's Recursion Limit, else 100. */
  readonly recursionLimit?: number;
  /** Whether the client streams (tokens are emitted either way; the server decides what to send). */
  readonly streaming: boolean;
  /** Aborting it stops model calls in flight; the run ends TERMINATED. */
  readonly signal?: AbortSignal;
  readonly services: RuntimeServices;
  /** Read by memory components connected to the flow's LangChain nodes; none by default. */
  readonly memory?: ChatflowMemoryStore;
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

/** The events of a v1 run: the agentflow engine's, plus who speaks next and what each agent reasoned. */
export type SequentialRunEvent =
  | EngineEvent
  | { readonly type: 'nextAgent'; readonly nodeId: string; readonly agentName: string }
  | {
      readonly type: 'agentReasoning';
      readonly nodeId: string;
      readonly steps: readonly AgentReasoningStep[];
    };
