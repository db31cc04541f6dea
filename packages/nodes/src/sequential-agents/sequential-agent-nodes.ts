import { seqAgent } from './agent/definition.ts';
import { seqConditionAgent } from './condition-agent/definition.ts';
import { seqCondition } from './condition/definition.ts';
import { seqCustomFunction } from './custom-function/definition.ts';
import { seqEnd } from './end/definition.ts';
import { seqExecuteFlow } from './execute-flow/definition.ts';
import { seqLLMNode } from './llm-node/definition.ts';
import { seqLoop } from './loop/definition.ts';
import { seqStart } from './start/definition.ts';
import { seqState } from './state/definition.ts';
import { seqToolNode } from './tool-node/definition.ts';

/** The 11 sequential-agent node types of agentflow v1 (category Sequential Agents). */
export const SEQUENTIAL_AGENT_NODES = [
  seqStart,
  seqAgent,
  seqLLMNode,
  seqToolNode,
  seqCondition,
  seqConditionAgent,
  seqLoop,
  seqEnd,
  seqState,
  seqCustomFunction,
  seqExecuteFlow,
] as const;

export {
  seqAgent,
  seqCondition,
  seqConditionAgent,
  seqCustomFunction,
  seqEnd,
  seqExecuteFlow,
  seqLLMNode,
  seqLoop,
  seqStart,
  seqState,
  seqToolNode,
};
