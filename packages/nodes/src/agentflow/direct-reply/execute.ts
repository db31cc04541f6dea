import type { NodeName } from '../../node-registry.ts';
import type { NodeExecutor, NodeRunContext, NodeRunResult } from '../../runtime/node-executor.ts';
import { textOf } from '../runtime-shared/input-guards.ts';
import { fromSync } from '../runtime-shared/sync-executor.ts';
import { typedInputs } from '../runtime-shared/typed-inputs.ts';
import { directReplyAgentflow } from './definition.ts';

function run(context: NodeRunContext): NodeRunResult {
  const inputs = typedInputs(directReplyAgentflow, context.inputs);
  const content = textOf(inputs.directReplyMessage);
  if (context.streamsToClient && content !== '') context.emit({ type: 'token', text: content });
  return {
    output: { content },
    chatHistory: [{ role: 'assistant', content, nodeId: context.nodeId }],
  };
}

/** Direct Reply: answers with its message. */
export const directReplyExecutor: NodeExecutor<NodeName> = {
  name: 'directReplyAgentflow',
  execute: fromSync(run),
};
