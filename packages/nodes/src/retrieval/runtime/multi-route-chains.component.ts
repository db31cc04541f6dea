import type { NodeName } from '../../node-registry.ts';
import type { BaseLanguageModel } from '@langchain/core/language_models/base';
import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import { streamAnswer } from '../../chains/runtime/stream-answer.ts';
import {
  ChatflowInputError,
  textInput,
  requireInput,
  type ChatflowAnswer,
  type ChatflowComponent,
  type ChatflowInitContext,
  type ChatflowRunContext,
} from '../../runtime/chatflow-component.ts';
import { isLanguageModel } from '../../runtime/chatflow-component-guards.ts';
import { NamedRetriever } from './named-retriever.ts';
import { QA_PROMPT } from './retrieval-qa-chain.component.ts';
import { contextOf, isRetriever, isVectorStore, sourceDocumentsOf } from './retrieval-guards.ts';
import { addUsage, routeWithModel, type Route } from './route-with-model.ts';

interface PromptRoute extends Route {
  readonly kind: 'promptRoute';
  readonly systemMessage: string;
}

function isPromptRoute(value: unknown): value is PromptRoute {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'promptRoute';
}

function isNamedRetriever(value: unknown): value is NamedRetriever {
  return value instanceof NamedRetriever;
}

/** A list anchor's connected objects, each checked; at least one. */
function listInput<T>(
  context: ChatflowInitContext,
  name: string,
  guard: (value: unknown) => value is T,
  expected: string,
): T[] {
  const raw: unknown = context.inputs[name];
  const values: readonly unknown[] = Array.isArray(raw)
    ? raw.filter((value: unknown) => value !== undefined)
    : raw === undefined || raw === null || raw === ''
      ? []
      : [raw];
  if (values.length === 0)
    throw new ChatflowInputError(`input "${name}" is not connected (needs ${expected})`);
  return values.map((value) => requireInput({ [name]: value }, name, guard, expected));
}

function requiredText(context: ChatflowInitContext, name: string, label: string): string {
  const value = textInput(context.inputs, name).trim();
  if (value === '') throw new ChatflowInputError(`enter the ${label}`);
  return value;
}

function uniqueNames(routes: readonly Route[], what: string): void {
  const seen = new Set<string>();
  for (const route of routes) {
    const key = route.routeName.trim().toLowerCase();
    if (seen.has(key))
      throw new ChatflowInputError(
        `two ${what} are named "${route.routeName}": the model picks them by name`,
      );
    seen.add(key);
  }
}

function emitter(context: ChatflowRunContext) {
  return {
    signal: context.signal,
    streaming: context.streaming,
    emit: (emission: Parameters<ChatflowRunContext['emit']>[0]) => {
      context.emit(emission);
    },
  };
}

/** Prompt Retriever: a named system message for the Multi Prompt Chain. */
export const promptRetrieverComponent: ChatflowComponent<NodeName> = {
  name: 'promptRetriever',
  init(context) {
    const route: PromptRoute = {
      kind: 'promptRoute',
      routeName: requiredText(context, 'name', 'Prompt Name'),
      description: requiredText(context, 'description', 'Prompt Description'),
      systemMessage: requiredText(context, 'systemMessage', 'Prompt System Message'),
    };
    return Promise.resolve(route);
  },
};

/** Vector Store Retriever: the vector store as a retriever named for the Multi Retrieval QA Chain. */
export const vectorStoreRetrieverComponent: ChatflowComponent<NodeName> = {
  name: 'vectorStoreRetriever',
  init(context) {
    const store = requireInput(context.inputs, 'vectorStore', isVectorStore, 'a vector store');
    return Promise.resolve(
      new NamedRetriever(
        requiredText(context, 'name', 'Retriever Name'),
        requiredText(context, 'description', 'Retriever Description'),
        store.asRetriever(),
      ),
    );
  },
};

function isMultiPromptChain(value: unknown): value is MultiPromptChain {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'multiPromptChain';
}

function isMultiRetrievalChain(value: unknown): value is MultiRetrievalChain {
  return (
    typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'multiRetrievalQAChain'
  );
}

interface MultiPromptChain {
  readonly kind: 'multiPromptChain';
  readonly model: BaseLanguageModel;
  readonly routes: readonly PromptRoute[];
}

/** Multi Prompt Chain: the model picks a prompt by its description, then answers with its system message. */
export const multiPromptChainComponent: ChatflowComponent<NodeName> = {
  name: 'multiPromptChain',
  init(context) {
    const routes = listInput(context, 'promptRetriever', isPromptRoute, 'prompt retrievers');
    uniqueNames(routes, 'prompts');
    const chain: MultiPromptChain = {
      kind: 'multiPromptChain',
      model: requireInput(context.inputs, 'model', isLanguageModel, 'a language model'),
      routes,
    };
    return Promise.resolve(chain);
  },
  async run(context): Promise<ChatflowAnswer> {
    const chain = context.instance;
    if (!isMultiPromptChain(chain)) throw new ChatflowInputError('the Multi Prompt Chain did not start');
    const { model, routes } = chain;
    const routed = await routeWithModel(model, routes, context.question, context.signal);
    // No fitting prompt: the model answers the question as it is.
    const messages = routed.route
      ? [new SystemMessage(routed.route.systemMessage), new HumanMessage(context.question)]
      : [new HumanMessage(context.question)];
    const answer = await streamAnswer(model, messages, emitter(context));
    const usage = addUsage(routed.usage, answer.usage);
    return { text: answer.text, ...(usage ? { usage } : {}) };
  },
};

interface MultiRetrievalChain {
  readonly kind: 'multiRetrievalQAChain';
  readonly model: BaseLanguageModel;
  readonly retrievers: readonly NamedRetriever[];
  readonly returnSourceDocuments: boolean;
}

/** Multi Retrieval QA Chain: the model picks a retriever by its description, then answers from its documents. */
export const multiRetrievalQAChainComponent: ChatflowComponent<NodeName> = {
  name: 'multiRetrievalQAChain',
  init(context) {
    const retrievers = listInput(
      context,
      'vectorStoreRetriever',
      isNamedRetriever,
      'vector store retrievers',
    );
    uniqueNames(retrievers, 'retrievers');
    const chain: MultiRetrievalChain = {
      kind: 'multiRetrievalQAChain',
      model: requireInput(context.inputs, 'model', isLanguageModel, 'a language model'),
      retrievers,
      returnSourceDocuments:
        context.inputs.returnSourceDocuments === true || context.inputs.returnSourceDocuments === 'true',
    };
    return Promise.resolve(chain);
  },
  async run(context): Promise<ChatflowAnswer> {
    const chain = context.instance;
    if (!isMultiRetrievalChain(chain))
      throw new ChatflowInputError('the Multi Retrieval QA Chain did not start');
    const routed = await routeWithModel(chain.model, chain.retrievers, context.question, context.signal);
    const retriever = routed.route;
    if (!retriever || !isRetriever(retriever)) {
      // No fitting retriever: the model answers the question as it is.
      const answer = await streamAnswer(chain.model, context.question, emitter(context));
      const usage = addUsage(routed.usage, answer.usage);
      return { text: answer.text, ...(usage ? { usage } : {}) };
    }
    const documents = await retriever.invoke(context.question, { signal: context.signal });
    const answer = await streamAnswer(
      QA_PROMPT.pipe(chain.model),
      { context: contextOf(documents), question: context.question },
      emitter(context),
    );
    const usage = addUsage(routed.usage, answer.usage);
    return {
      text: answer.text,
      ...(chain.returnSourceDocuments ? { sourceDocuments: sourceDocumentsOf(documents) } : {}),
      ...(usage ? { usage } : {}),
    };
  },
};
