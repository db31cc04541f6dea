import type { NodeName } from '../../node-registry.ts';
import {
  ChatflowInputError,
  requireInput,
  textInput,
  type ChatflowComponent,
  type ChatflowInitContext,
  type ChatflowMemory,
} from '../../runtime/chatflow-component.ts';
import { isChatModel } from '../../runtime/chatflow-component-guards.ts';
import type { ChatTurn } from '../../runtime/node-executor.ts';
import { countTurnTokens, modelNameOf, summarizeTurns } from './summarize-turns.ts';

function sessionOf(context: ChatflowInitContext): { sessionId: string; memoryKey: string } {
  return {
    sessionId: textInput(context.inputs, 'sessionId').trim() || context.run.sessionId,
    memoryKey: textInput(context.inputs, 'memoryKey').trim() || 'chat_history',
  };
}

function summaryTurn(summary: string): ChatTurn {
  return { role: 'system', content: `Summary of the conversation so far: ${summary}` };
}

/** Conversation Summary Memory: the whole stored conversation, given to chains as one summary. */
export const conversationSummaryMemoryComponent: ChatflowComponent<NodeName> = {
  name: 'conversationSummaryMemory',
  init(context) {
    const model = requireInput(context.inputs, 'model', isChatModel, 'a chat model');
    const { sessionId, memoryKey } = sessionOf(context);
    const memory: ChatflowMemory = {
      kind: 'chatflowMemory',
      memoryKey,
      async messages() {
        const turns = await context.memory.pastMessages(sessionId);
        if (turns.length === 0) return [];
        return [summaryTurn(await summarizeTurns(model, turns, context.signal))];
      },
    };
    return Promise.resolve(memory);
  },
};

/** Conversation Summary Buffer Memory: the latest messages within the token limit; older ones summarised. */
export const conversationSummaryBufferMemoryComponent: ChatflowComponent<NodeName> = {
  name: 'conversationSummaryBufferMemory',
  init(context) {
    const model = requireInput(context.inputs, 'model', isChatModel, 'a chat model');
    const limitText = textInput(context.inputs, 'maxTokenLimit').trim() || '2000';
    const limit = Number(limitText);
    if (!Number.isInteger(limit) || limit < 1)
      throw new ChatflowInputError(
        `Max Token Limit must be a whole number of at least 1, got "${limitText}"`,
      );
    const { sessionId, memoryKey } = sessionOf(context);
    const modelName = modelNameOf(model);
    const memory: ChatflowMemory = {
      kind: 'chatflowMemory',
      memoryKey,
      async messages() {
        const turns = await context.memory.pastMessages(sessionId);
        let kept = [...turns];
        let tokens = await countTurnTokens(modelName, kept);
        const pruned: ChatTurn[] = [];
        while (tokens > limit && kept.length > 0) {
          const [oldest, ...rest] = kept;
          if (oldest) pruned.push(oldest);
          kept = rest;
          tokens = await countTurnTokens(modelName, kept);
        }
        if (pruned.length === 0) return kept;
        return [summaryTurn(await summarizeTurns(model, pruned, context.signal)), ...kept];
      },
    };
    return Promise.resolve(memory);
  },
};
