import type { NodeName } from '../../node-registry.ts';
import { HumanMessage } from '@langchain/core/messages';
import { randomUUID } from 'node:crypto';
import type {
  HumanInputAction,
  NodeExecutor,
  NodeRunContext,
  NodeRunResult,
} from '../../runtime/node-executor.ts';
import { toLangChainMessages } from '../runtime-shared/chat-messages.ts';
import { booleanOf, textOf } from '../runtime-shared/input-guards.ts';
import { createNodeModel, answerOnce } from '../runtime-shared/model-call.ts';
import { typedInputs } from '../runtime-shared/typed-inputs.ts';
import { humanInputAgentflow } from './definition.ts';

function defaultPrompt(): string {
  const param = humanInputAgentflow.inputs.find((input) => input.name === 'humanInputModelPrompt');
  return textOf(param?.default);
}

function resumed(context: NodeRunContext, enableFeedback: boolean): NodeRunResult {
  const answer = context.humanInput;
  if (!answer) throw new Error('Human Input: resumed without an answer.');
  const feedback = enableFeedback ? (answer.feedback?.trim() ?? '') : '';
  const outcome = (type: 'proceed' | 'reject') => ({
    type,
    startNodeId: answer.startNodeId,
    ...(feedback === '' ? {} : { feedback }),
    isFulfilled: answer.type === type,
  });
  return {
    input: { type: answer.type, startNodeId: answer.startNodeId, ...(feedback === '' ? {} : { feedback }) },
    output: { content: feedback || answer.type, conditions: [outcome('proceed'), outcome('reject')] },
    takenOutputs: [answer.type === 'proceed' ? 0 : 1],
    ...(feedback === ''
      ? {}
      : { chatHistory: [{ role: 'user', content: feedback, nodeId: context.nodeId }] }),
  };
}

async function description(context: NodeRunContext): Promise<string> {
  const inputs = typedInputs(humanInputAgentflow, context.inputs);
  const conversation = [...context.pastMessages, ...context.runMessages];
  if (inputs.humanInputDescriptionType === 'dynamic') {
    const model = await createNodeModel(context, 'humanInputModel', 'Human Input');
    const prompt = textOf(inputs.humanInputModelPrompt) || defaultPrompt();
    const answer = await answerOnce(
      model,
      [...toLangChainMessages(conversation), new HumanMessage(prompt)],
      context,
      context.streamsToClient,
    );
    if (answer.usage) context.emit({ type: 'usage', usage: answer.usage });
    return answer.text;
  }
  const question = textOf(inputs.humanInputDescription).trim() || 'Do you want to proceed?';
  const last = conversation.at(-1)?.content.trim() ?? '';
  const text = last === '' ? question : `${last}\n\n${question}`;
  if (context.streamsToClient) context.emit({ type: 'token', text });
  return text;
}

async function execute(context: NodeRunContext): Promise<NodeRunResult> {
  const enableFeedback = booleanOf(context.inputs.humanInputEnableFeedback, true);
  if (context.humanInput) return resumed(context, enableFeedback);
  const text = await description(context);
  const input = {
    messages: [...context.pastMessages, ...context.runMessages],
    humanInputEnableFeedback: enableFeedback,
  };
  const action: HumanInputAction = {
    id: randomUUID(),
    mapping: { approve: 'Proceed', reject: 'Reject' },
    elements: [
      { type: 'agentflowv2-approve-button', label: 'Proceed' },
      { type: 'agentflowv2-reject-button', label: 'Reject' },
    ],
    data: { nodeId: context.nodeId, nodeLabel: context.nodeLabel, input },
  };
  return {
    input,
    output: { content: text },
    chatHistory: [{ role: 'assistant', content: text, nodeId: context.nodeId }],
    pause: { action },
  };
}

/** Human Input: pauses with Proceed/Reject buttons; on resume takes output 0 (proceed) or 1 (reject). */
export const humanInputExecutor: NodeExecutor<NodeName> = { name: 'humanInputAgentflow', execute };
