import { agentExecutor } from '../agentflow/agent/execute.ts';
import { conditionAgentExecutor } from '../agentflow/condition-agent/execute.ts';
import { conditionExecutor } from '../agentflow/condition/execute.ts';
import { customFunctionExecutor } from '../agentflow/custom-function/execute.ts';
import { directReplyExecutor } from '../agentflow/direct-reply/execute.ts';
import { executeFlowExecutor } from '../agentflow/execute-flow/execute.ts';
import { httpExecutor } from '../agentflow/http/execute.ts';
import { humanInputExecutor } from '../agentflow/human-input/execute.ts';
import { iterationExecutor } from '../agentflow/iteration/execute.ts';
import { llmExecutor } from '../agentflow/llm/execute.ts';
import { loopExecutor } from '../agentflow/loop/execute.ts';
import { retrieverExecutor } from '../agentflow/retriever/execute.ts';
import { startExecutor } from '../agentflow/start/execute.ts';
import { stickyNoteExecutor } from '../agentflow/sticky-note/execute.ts';
import { toolExecutor } from '../agentflow/tool/execute.ts';
import type { NodeName } from '../node-registry.ts';
import type { NodeExecutor } from './node-executor.ts';

/** Every node executor, by node name (explicit list; executors live beside their definitions). */
const EXECUTORS: readonly NodeExecutor<NodeName>[] = [
  startExecutor,
  llmExecutor,
  agentExecutor,
  toolExecutor,
  retrieverExecutor,
  conditionExecutor,
  conditionAgentExecutor,
  humanInputExecutor,
  loopExecutor,
  iterationExecutor,
  directReplyExecutor,
  customFunctionExecutor,
  httpExecutor,
  executeFlowExecutor,
  stickyNoteExecutor,
];

export const NODE_EXECUTORS: ReadonlyMap<NodeName, NodeExecutor<NodeName>> = new Map(
  EXECUTORS.map((executor) => [executor.name, executor]),
);

/** Looked up by any text (a saved flow may name anything): the map read with string keys. */
const byAnyName: ReadonlyMap<string, NodeExecutor> = NODE_EXECUTORS;

export function findNodeExecutor(name: string): NodeExecutor | undefined {
  return byAnyName.get(name);
}
