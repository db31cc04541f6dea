import type { NodeName } from '../../node-registry.ts';
import type { BaseLanguageModel } from '@langchain/core/language_models/base';
import { PromptTemplate } from '@langchain/core/prompts';
import type { BaseRetriever } from '@langchain/core/retrievers';
import { streamAnswer } from '../../chains/runtime/stream-answer.ts';
import {
  ChatflowInputError,
  requireInput,
  type ChatflowComponent,
} from '../../runtime/chatflow-component.ts';
import { isLanguageModel } from '../../runtime/chatflow-component-guards.ts';
import { contextOf, isRetriever } from './retrieval-guards.ts';
import { guardedAnswer } from '../../chains/runtime/guarded-answer.ts';

export const QA_PROMPT = PromptTemplate.fromTemplate(
  `Answer the question at the end from the context below. When the context does not hold the answer, say that you do not know rather than inventing one.

{context}

Question: {question}
Answer:`,
);

interface RetrievalQaChain {
  readonly kind: 'retrievalQAChain';
  readonly model: BaseLanguageModel;
  readonly retriever: BaseRetriever;
}

function isRetrievalQaChain(value: unknown): value is RetrievalQaChain {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'retrievalQAChain';
}

/** Retrieval QA Chain: documents retrieved for the question, then the model's answer from them (streamed). */
export const retrievalQAChainComponent: ChatflowComponent<NodeName> = {
  name: 'retrievalQAChain',
  init(context) {
    const chain: RetrievalQaChain = {
      kind: 'retrievalQAChain',
      model: requireInput(context.inputs, 'model', isLanguageModel, 'a language model'),
      retriever: requireInput(context.inputs, 'vectorStoreRetriever', isRetriever, 'a retriever'),
    };
    return Promise.resolve(chain);
  },
  async run(context) {
    const chain = context.instance;
    if (!isRetrievalQaChain(chain)) throw new ChatflowInputError('the Retrieval QA Chain did not start');
    return guardedAnswer(context, undefined, async () => {
      const documents = await chain.retriever.invoke(context.question, { signal: context.signal });
      return streamAnswer(
        QA_PROMPT.pipe(chain.model),
        { context: contextOf(documents), question: context.question },
        {
          signal: context.signal,
          streaming: context.streaming,
          emit: (emission) => {
            context.emit(emission);
          },
        },
      );
    });
  },
};
