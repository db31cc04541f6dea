import { agentAgentflow } from './agent/definition.ts';
import { conditionAgentAgentflow } from './condition-agent/definition.ts';
import { conditionAgentflow } from './condition/definition.ts';
import { customFunctionAgentflow } from './custom-function/definition.ts';
import { directReplyAgentflow } from './direct-reply/definition.ts';
import { executeFlowAgentflow } from './execute-flow/definition.ts';
import { httpAgentflow } from './http/definition.ts';
import { humanInputAgentflow } from './human-input/definition.ts';
import { iterationAgentflow } from './iteration/definition.ts';
import { llmAgentflow } from './llm/definition.ts';
import { loopAgentflow } from './loop/definition.ts';
import { retrieverAgentflow } from './retriever/definition.ts';
import { startAgentflow } from './start/definition.ts';
import { stickyNoteAgentflow } from './sticky-note/definition.ts';
import { toolAgentflow } from './tool/definition.ts';

/** The 15 agentflow v2 node types (category Agent Flows), in palette order. */
export const AGENTFLOW_NODES = [
  startAgentflow,
  llmAgentflow,
  agentAgentflow,
  toolAgentflow,
  retrieverAgentflow,
  conditionAgentflow,
  conditionAgentAgentflow,
  humanInputAgentflow,
  loopAgentflow,
  iterationAgentflow,
  directReplyAgentflow,
  customFunctionAgentflow,
  httpAgentflow,
  executeFlowAgentflow,
  stickyNoteAgentflow,
] as const;

export {
  agentAgentflow,
  conditionAgentAgentflow,
  conditionAgentflow,
  customFunctionAgentflow,
  directReplyAgentflow,
  executeFlowAgentflow,
  httpAgentflow,
  humanInputAgentflow,
  iterationAgentflow,
  llmAgentflow,
  loopAgentflow,
  retrieverAgentflow,
  startAgentflow,
  stickyNoteAgentflow,
  toolAgentflow,
};
