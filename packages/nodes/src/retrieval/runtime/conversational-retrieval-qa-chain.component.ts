import type { NodeName } from '../../node-registry.ts';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessage, HumanMessage, SystemMessage, type BaseMessage } from '@langchain/core/messages';
import type { PromptTemplate } from '@langchain/core/prompts';
import type { BaseRetriever } from '@langchain/core/retrievers';
import { streamAnswer } from '../../chains/runtime/stream-answer.ts';
import {
  ChatflowInputError,
  isChatflowMemory,
  optionalInput,
  requireInput,
  textInput,
  type ChatflowComponent,
  type ChatflowMemory,
} from '../../runtime/chatflow-component.ts';
import { isChatModel } from '../../runtime/chatflow-component-guards.ts';
import type { ChatTurn, TokenUsage } from '../../runtime/node-executor.ts';
import {
  DEFAULT_REPHRASE_PROMPT,
  DEFAULT_RESPONSE_PROMPT,
} from '../conversational-retrieval-qa-chain.node.ts';
import { checkedPrompt } from './prompt-variables.ts';
import { contextOf, isRetriever, sourceDocumentsOf } from './retrieval-guards.ts';
import { guardedAnswer } from '../../chains/runtime/guarded-answer.ts';

interface ConversationalRetrievalChain {
  readonly kind: 'conversationalRetrievalQAChain';
  readonly model: BaseChatModel;
  readonly retriever: BaseRetriever;
  readonly memory: ChatflowMemory | undefined;
  readonly returnSourceDocuments: boolean;
  readonly rephrasePrompt: PromptTemplate;
  readonly responsePrompt: PromptTemplate;
}

function isConversationalRetrievalChain(value: unknown): value is ConversationalRetrievalChain {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    value.kind === 'conversationalRetrievalQAChain'
  );
}

function conversationTurns(turns: readonly ChatTurn[]): ChatTurn[] {
  return turns.filter((turn) => turn.role === 'user' || turn.role === 'assistant');
}

function historyText(turns: readonly ChatTurn[]): string {
  return turns.map((turn) => `${turn.role === 'user' ? 'Human' : 'Assistant'}: ${turn.content}`).join('\n');
}

function historyMessages(turns: readonly ChatTurn[]): BaseMessage[] {
  return turns.map((turn) =>
    turn.role === 'user' ? new HumanMessage(turn.content) : new AIMessage(turn.content),
  );
}

function addUsage(a: TokenUsage | undefined, b: TokenUsage | undefined): TokenUsage | undefined {
  if (!a) return b;
  if (!b) return a;
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    totalTokens: a.totalTokens + b.totalTokens,
  };
}

/** The follow-up question made standalone by the model (the first question of a conversation is kept as is). */
async function standaloneQuestion(
  chain: ConversationalRetrievalChain,
  question: string,
  history: readonly ChatTurn[],
  signal: AbortSignal,
): Promise<{ question: string; usage?: TokenUsage }> {
  if (history.length === 0) return { question };
  const prompt = await chain.rephrasePrompt.format({ chat_history: historyText(history), question });
  // Streamed like the answer (not shown): usage comes from the provider and no tokenizer is fetched.
  const reply = await streamAnswer(chain.model, [new HumanMessage(prompt)], { signal, streaming: false });
  const rephrased = reply.text.trim();
  const usage = reply.usage;
  return { question: rephrased || question, ...(usage ? { usage } : {}) };
}

/**
 * Conversational Retrieval QA Chain: the question is rephrased with the conversation into a standalone one, the
 * retriever finds documents for it, and the chat model answers from them (streamed); the documents come back as
 * the answer's source documents when "Return Source Documents" is on.
 */
export const conversationalRetrievalQAChainComponent: ChatflowComponent<NodeName> = {
  name: 'conversationalRetrievalQAChain',
  init(context) {
    const chain: ConversationalRetrievalChain = {
      kind: 'conversationalRetrievalQAChain',
      model: requireInput(context.inputs, 'model', isChatModel, 'a chat model'),
      retriever: requireInput(context.inputs, 'vectorStoreRetriever', isRetriever, 'a retriever'),
      memory: optionalInput(context.inputs, 'memory', isChatflowMemory, 'a memory'),
      returnSourceDocuments:
        context.inputs.returnSourceDocuments === true || context.inputs.returnSourceDocuments === 'true',
      rephrasePrompt: checkedPrompt(
        'Rephrase Prompt',
        textInput(context.inputs, 'rephrasePrompt').trim() || DEFAULT_REPHRASE_PROMPT,
        ['question'],
        ['question', 'chat_history'],
      ),
      responsePrompt: checkedPrompt(
        'Response Prompt',
        textInput(context.inputs, 'responsePrompt').trim() || DEFAULT_RESPONSE_PROMPT,
        ['context'],
        ['context', 'question', 'chat_history'],
      ),
    };
    return Promise.resolve(chain);
  },
  async run(context) {
    const chain = context.instance;
    if (!isConversationalRetrievalChain(chain))
      throw new ChatflowInputError('the Conversational Retrieval QA Chain did not start');
    return guardedAnswer(context, chain.memory, async () => {
      const history = conversationTurns(chain.memory ? await chain.memory.messages() : context.chatHistory);
      const rephrased = await standaloneQuestion(chain, context.question, history, context.signal);
      const documents = await chain.retriever.invoke(rephrased.question, { signal: context.signal });
      const system = await chain.responsePrompt.format({
        context: contextOf(documents),
        question: context.question,
        chat_history: historyText(history),
      });
      const messages = [
        new SystemMessage(system),
        ...historyMessages(history),
        new HumanMessage(context.question),
      ];
      const answer = await streamAnswer(chain.model, messages, {
        signal: context.signal,
        streaming: context.streaming,
        emit: (emission) => {
          context.emit(emission);
        },
      });
      const usage = addUsage(rephrased.usage, answer.usage);
      return {
        text: answer.text,
        ...(chain.returnSourceDocuments ? { sourceDocuments: sourceDocumentsOf(documents) } : {}),
        ...(usage ? { usage } : {}),
      };
    });
  },
};
