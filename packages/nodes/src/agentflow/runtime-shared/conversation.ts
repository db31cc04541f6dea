import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { ChatTurn, NodeRunContext, TokenUsage } from '../../runtime/node-executor.ts';
import { configuredTurns, imageUrlOf } from './chat-messages.ts';
import { textOf } from './input-guards.ts';
import { applyMemory } from './memory.ts';
import { memorySettings } from './memory-settings.ts';

export interface Conversation {
  /** Everything sent to the model, in order. */
  readonly turns: readonly ChatTurn[];
  /** The input messages this node adds to the run (the question or its Input Message). */
  readonly added: readonly ChatTurn[];
  readonly usage: TokenUsage | undefined;
}

function withImages(turn: ChatTurn, context: NodeRunContext): ChatTurn {
  const images = context.uploads.filter((upload) => imageUrlOf(upload) !== undefined);
  return images.length > 0 ? { ...turn, attachments: images } : turn;
}

/**
 * The messages of an LLM-like node (`llm`, `agent`, `conditionAgent`): its configured messages, then the memory
 * (past session and this run's messages, by memory type), then its Input Message. The first model node of a
 * run adds the user's question (with image uploads) when nothing earlier did.
 */
export async function buildConversation(
  context: NodeRunContext,
  prefix: string,
  model: BaseChatModel,
): Promise<Conversation> {
  const configured = configuredTurns(context.inputs[`${prefix}Messages`]);
  const settings = memorySettings(context.inputs, prefix);
  const userMessage = settings.enabled ? textOf(context.inputs[`${prefix}UserMessage`]).trim() : '';
  const questionPending =
    context.question.trim() !== '' && !context.runMessages.some((turn) => turn.role === 'user');

  if (!settings.enabled) {
    const needsQuestion = questionPending && !configured.some((turn) => turn.role === 'user');
    const added = needsQuestion ? [withImages({ role: 'user', content: context.question }, context)] : [];
    return { turns: [...configured, ...added], added, usage: undefined };
  }

  const questionTurn: ChatTurn[] =
    questionPending && userMessage === ''
      ? [withImages({ role: 'user', content: context.question }, context)]
      : [];
  const memory = await applyMemory(
    [...context.pastMessages, ...context.runMessages, ...questionTurn],
    settings,
    model,
    context,
  );
  const userTurn: ChatTurn[] =
    userMessage === ''
      ? []
      : [
          questionPending
            ? withImages({ role: 'user', content: userMessage }, context)
            : { role: 'user', content: userMessage },
        ];
  return {
    turns: [...configured, ...memory.turns, ...userTurn],
    added: [...questionTurn, ...userTurn],
    usage: memory.usage,
  };
}
