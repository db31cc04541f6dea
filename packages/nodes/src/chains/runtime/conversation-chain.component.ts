import type { NodeName } from '../../node-registry.ts';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessage, HumanMessage, SystemMessage, type BaseMessage } from '@langchain/core/messages';
import type { ChatPromptTemplate } from '@langchain/core/prompts';
import {
  ChatflowInputError,
  isChatflowMemory,
  optionalInput,
  requireInput,
  textInput,
  type ChatflowComponent,
  type ChatflowMemory,
} from '../../runtime/chatflow-component.ts';
import { isChatModel, isChatPromptTemplate } from '../../runtime/chatflow-component-guards.ts';
import type { ChatTurn } from '../../runtime/node-executor.ts';
import { guardedAnswer } from './guarded-answer.ts';
import { DEFAULT_CONVERSATION_PROMPT } from '../conversation-chain.node.ts';
import { imageParts, withImages } from '../../chat-models/runtime/image-uploads.ts';
import { streamAnswer } from './stream-answer.ts';

interface ConversationChain {
  readonly kind: 'conversationChain';
  readonly model: BaseChatModel;
  readonly memory: ChatflowMemory;
  readonly prompt: ChatPromptTemplate | undefined;
  readonly systemMessage: string;
}

function isConversationChain(value: unknown): value is ConversationChain {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'conversationChain';
}

function historyMessages(turns: readonly ChatTurn[]): BaseMessage[] {
  return turns.flatMap((turn): BaseMessage[] => {
    if (turn.role === 'user') return [new HumanMessage(turn.content)];
    if (turn.role === 'assistant') return [new AIMessage(turn.content)];
    // Summary memories give the summary of earlier turns as a system message.
    if (turn.role === 'system') return [new SystemMessage(turn.content)];
    return [];
  });
}

/** The prompt's messages with the conversation inserted after the leading system messages. */
async function promptMessages(
  chain: ConversationChain,
  question: string,
  history: BaseMessage[],
): Promise<BaseMessage[]> {
  if (!chain.prompt) return [new SystemMessage(chain.systemMessage), ...history, new HumanMessage(question)];
  const open = chain.prompt.inputVariables.filter((name) => name !== 'input');
  if (open.length > 0)
    throw new ChatflowInputError(
      `the Chat Prompt Template has variables without a value (${open.map((name) => `{${name}}`).join(', ')}): its Human Message takes the question as {input}`,
    );
  const formatted = await chain.prompt.formatMessages({ input: question });
  const leading = formatted.findIndex((message) => message.type !== 'system');
  const at = leading === -1 ? formatted.length : leading;
  return [...formatted.slice(0, at), ...history, ...formatted.slice(at)];
}

/** Conversation Chain: the chat model answers with the session's conversation (its memory) before the question. */
export const conversationChainComponent: ChatflowComponent<NodeName> = {
  name: 'conversationChain',
  init(context) {
    const chain: ConversationChain = {
      kind: 'conversationChain',
      model: requireInput(context.inputs, 'model', isChatModel, 'a chat model'),
      memory: requireInput(context.inputs, 'memory', isChatflowMemory, 'a memory'),
      prompt: optionalInput(
        context.inputs,
        'chatPromptTemplate',
        isChatPromptTemplate,
        'a chat prompt template',
      ),
      systemMessage: textInput(context.inputs, 'systemMessagePrompt').trim() || DEFAULT_CONVERSATION_PROMPT,
    };
    return Promise.resolve(chain);
  },
  async run(context) {
    const chain = context.instance;
    if (!isConversationChain(chain)) throw new ChatflowInputError('the Conversation Chain did not start');
    return guardedAnswer(context, chain.memory, async () => {
      const history = historyMessages(await chain.memory.messages());
      const messages = withImages(
        await promptMessages(chain, context.question, history),
        imageParts(chain.model, context.uploads),
      );
      return streamAnswer(chain.model, messages, {
        signal: context.signal,
        streaming: context.streaming,
        emit: (emission) => {
          context.emit(emission);
        },
      });
    });
  },
};
