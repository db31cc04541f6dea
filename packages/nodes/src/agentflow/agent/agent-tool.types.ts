import type { DynamicStructuredTool } from '@langchain/core/tools';

/** One tool the Agent offers its model, and how its calls are handled. */
export interface AgentTool {
  readonly tool: DynamicStructuredTool;
  readonly requiresHumanInput: boolean;
  /** Document-store tools: whether the agent's answer lists the documents found. */
  readonly returnsSourceDocuments: boolean;
}

/** Documents found by knowledge tools during a run, for the answer's `sourceDocuments`. */
export type FoundDocuments = unknown[];
