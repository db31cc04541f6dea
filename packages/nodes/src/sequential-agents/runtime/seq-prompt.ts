import { HumanMessage, SystemMessage, type BaseMessage } from '@langchain/core/messages';
import { textOf } from '../../agentflow/runtime-shared/input-guards.ts';
import type { SeqNodeContext } from './seq-node-context.ts';
import { formatPrompt } from './seq-variables.ts';

/** The conversation messages a node includes (Conversation History option). */
function historyOf(context: SeqNodeContext): BaseMessage[] {
  const selection = textOf(context.inputs.conversationHistorySelection) || 'all_messages';
  const messages = [...context.messages];
  switch (selection) {
    case 'empty':
      return [];
    case 'user_question':
      return [new HumanMessage(context.flow.input)];
    case 'last_message': {
      const last = messages.at(-1);
      return last === undefined ? [] : [last];
    }
    default:
      return messages;
  }
}

/**
 * The messages of a model call: System Prompt, the chosen conversation history, then the Human Prompt (each with
 * Format Prompt Values applied). `extraSystem` (structured output, routing) comes last as a system instruction.
 */
export function promptMessages(context: SeqNodeContext, extraSystem?: string): BaseMessage[] {
  if (textOf(context.inputs.messageHistory).trim() !== '')
    throw new Error(
      `"${context.nodeName}": Prepend Messages History (code building LangChain messages) is not supported here; put the examples in the System Prompt instead`,
    );
  const system = formatPrompt(textOf(context.inputs.systemMessagePrompt), context).trim();
  const human = formatPrompt(textOf(context.inputs.humanMessagePrompt), context).trim();
  const messages: BaseMessage[] = [];
  if (system !== '') messages.push(new SystemMessage(system));
  messages.push(...historyOf(context));
  if (human !== '') messages.push(new HumanMessage(human));
  if (extraSystem !== undefined) messages.push(new SystemMessage(extraSystem));
  if (messages.length === 0) messages.push(new HumanMessage(context.flow.input));
  return messages;
}
