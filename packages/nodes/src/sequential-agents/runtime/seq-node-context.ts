import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { BaseMessage } from '@langchain/core/messages';
import type { StructuredTool } from '@langchain/core/tools';
import type { RuntimeServices, TokenUsage, UsedTool } from '../../runtime/node-executor.ts';

/**
 * The contract between the agentflow v1 runtime (packages/engine/src/sequential, on LangGraph) and the sequential
 * agent executors here. Executors never see LangGraph: they get the graph state (messages and custom channels),
 * the node's inputs with connected components (chat model, tools) already built, and give back an outcome the
 * runtime writes into the state. Pauses (tool approval) and routing are the runtime's.
 */

/** `$flow` values of a run (Flowise's names). */
export interface SeqFlowInfo {
  readonly sessionId: string;
  readonly chatId: string;
  readonly chatflowId: string;
  readonly input: string;
}

/** What a sequential node sees when it runs. */
export interface SeqNodeContext {
  readonly nodeId: string;
  /** The node's own name (Agent Name, LLM Node Name…), else its label. */
  readonly nodeName: string;
  /** `data.inputs` with node references replaced by the built components (model, tools, moderations). */
  readonly inputs: Readonly<Record<string, unknown>>;
  /** The node's own model, else the Start node's. */
  readonly model: BaseChatModel;
  readonly tools: readonly StructuredTool[];
  /** The conversation channel of the graph state, oldest first. */
  readonly messages: readonly BaseMessage[];
  /** The custom state channels (State node), without `messages`. */
  readonly state: Readonly<Record<string, unknown>>;
  readonly flow: SeqFlowInfo;
  readonly vars: Readonly<Record<string, string>>;
  readonly services: RuntimeServices;
  readonly signal: AbortSignal;
  /** Present when this node's answer is the flow's: tokens go to the client as they come. */
  readonly emitToken?: (text: string) => void;
}

/** What a sequential node gives back. */
export interface SeqNodeOutcome {
  /** Messages appended to the conversation. */
  readonly messages: readonly BaseMessage[];
  /** Custom state channels to update (their reducers apply). */
  readonly state: Readonly<Record<string, unknown>>;
  /** `$flow.output` of the node: its answer (`content`) and, with structured output, the object's keys. */
  readonly output: { readonly content: string } & Readonly<Record<string, unknown>>;
  readonly usage?: TokenUsage;
  readonly usedTools?: readonly UsedTool[];
}
