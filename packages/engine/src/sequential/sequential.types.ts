import type { BaseCheckpointSaver } from '@langchain/langgraph';
import type { FlowData } from '@loomflow/core';
import type {
  ChatflowMemoryStore,
  HumanInputAnswer,
  RunIdentity,
  RuntimeServices,
} from '@loomflow/nodes/runtime';

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
