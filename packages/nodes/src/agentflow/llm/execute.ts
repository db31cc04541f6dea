import type { NodeName } from '../../node-registry.ts';
import type { NodeExecutor, NodeRunContext, NodeRunResult } from '../../runtime/node-executor.ts';
import { recordedTurns } from '../runtime-shared/chat-messages.ts';
import { buildConversation } from '../runtime-shared/conversation.ts';
import { createNodeModel, addUsage } from '../runtime-shared/model-call.ts';
import { finalAnswer } from '../runtime-shared/model-answer.ts';
import { reasonContentOf } from '../runtime-shared/model-thinking.ts';
import { structuredOutputSchema } from '../runtime-shared/structured-output.ts';
import { typedInputs } from '../runtime-shared/typed-inputs.ts';
import { stateUpdates } from '../runtime-shared/update-state.ts';
import { llmAgentflow } from './definition.ts';

async function execute(context: NodeRunContext): Promise<NodeRunResult> {
  const inputs = typedInputs(llmAgentflow, context.inputs);
  const model = await createNodeModel(context, 'llmModel', 'LLM');
  const conversation = await buildConversation(context, 'llm', model);
  const schema = structuredOutputSchema(inputs.llmStructuredOutput);
  const answer = await finalAnswer(model, conversation.turns, schema, context);
  const usage = addUsage(conversation.usage, answer.usage);
  if (usage) context.emit({ type: 'usage', usage });

  const structured = answer.structuredOutput;
  const output = {
    ...structured,
    content: answer.content,
    ...(structured === undefined ? {} : { structuredOutput: structured }),
    ...reasonContentOf(answer.thinking),
  };
  const role = inputs.llmReturnResponseAs === 'assistantMessage' ? 'assistant' : 'user';
  return {
    input: { messages: recordedTurns(conversation.turns) },
    output,
    state: stateUpdates(inputs.llmUpdateState, output),
    chatHistory: [...conversation.added, { role, content: answer.content, nodeId: context.nodeId }],
    usage,
  };
}

/** LLM: one model call over its messages and memory; text or a JSON structured output. */
export const llmExecutor: NodeExecutor<NodeName> = { name: 'llmAgentflow', execute };
