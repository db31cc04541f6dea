import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MODEL_COMPONENTS } from '../../chat-models/runtime/chat-model.component.ts';
import {
  initContext as sharedInitContext,
  testServices,
} from '../../agents/test-support/chatflow-harness.ts';
import type { ChatflowComponent, ChatflowInitContext } from '../../runtime/chatflow-component.ts';
import type { DocumentRetriever, NodeEmission } from '../../runtime/node-executor.ts';
import { documentStoreVSComponent } from './document-store-vs.component.ts';
import {
  multiPromptChainComponent,
  multiRetrievalQAChainComponent,
  promptRetrieverComponent,
  vectorStoreRetrieverComponent,
} from './multi-route-chains.component.ts';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-key' });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  searched.length = 0;
});

const searched: string[] = [];
const STORES: Record<string, string> = {
  movies: 'The film festival opens with a silent movie.',
  recipes: 'Bake the bread for forty minutes at 200 degrees.',
};
const retriever: DocumentRetriever = {
  retrieve: ({ storeId }) => {
    searched.push(storeId);
    return Promise.resolve([{ pageContent: STORES[storeId] ?? '', metadata: { source: `${storeId}.txt` } }]);
  },
};

const services = testServices({ retriever });

/** A component's init context: the fake OpenAI credential, this file's question and retriever. */
function initContext(
  inputs: Record<string, unknown>,
  outputs: Record<string, unknown> = {},
): ChatflowInitContext {
  return sharedInitContext(inputs, {
    outputs,
    credentialId: 'openai',
    question: 'How long does bread bake?',
    services,
    resolveTemplate: (text) => text,
  });
}

async function init(component: ChatflowComponent, inputs: Record<string, unknown>, outputs = {}) {
  return component.init(initContext(inputs, outputs));
}

async function model(): Promise<unknown> {
  const chatOpenAI = CHAT_MODEL_COMPONENTS.find((component) => component.name === 'chatOpenAI');
  if (!chatOpenAI) throw new Error('chatOpenAI component missing');
  return init(chatOpenAI, { modelName: 'gpt-4o-mini', basepath: fake.url });
}

async function run(component: ChatflowComponent, inputs: Record<string, unknown>) {
  const context = initContext(inputs);
  const instance = await component.init(context);
  const emitted: NodeEmission[] = [];
  if (!component.run) throw new Error('does not run');
  const answer = await component.run({ ...context, instance, streaming: true, emit: (e) => emitted.push(e) });
  return { answer, emitted };
}

async function namedStore(storeId: string, name: string, description: string) {
  const vectorStore = await init(
    documentStoreVSComponent,
    { selectedStore: storeId },
    { output: 'vectorStore' },
  );
  return init(vectorStoreRetrieverComponent, { vectorStore, name, description });
}

describe('multiRetrievalQAChain', () => {
  it('lets the model pick the retriever by description, answers from its documents and returns them', async () => {
    fake.script('recipes', 'Forty minutes.');
    const { answer, emitted } = await run(multiRetrievalQAChainComponent, {
      model: await model(),
      vectorStoreRetriever: [
        await namedStore('movies', 'movies', 'Good for questions about films'),
        await namedStore('recipes', 'recipes', 'Good for questions about cooking'),
      ],
      returnSourceDocuments: true,
    });
    expect(answer.text).toBe('Forty minutes.');
    expect(emitted.some((emission) => emission.type === 'token')).toBe(true);
    expect(searched).toEqual(['recipes']);
    expect(answer.sourceDocuments).toEqual([
      { pageContent: STORES.recipes, metadata: { source: 'recipes.txt' } },
    ]);
    const [routing, answering] = fake.chatRequests();
    expect(routing?.messages[0]?.content).toContain('- movies: Good for questions about films');
    expect(answering?.messages[0]?.content).toContain(STORES.recipes);
  });

  it('answers without documents when the model names no retriever', async () => {
    fake.script('NONE', 'I cannot say.');
    const { answer } = await run(multiRetrievalQAChainComponent, {
      model: await model(),
      vectorStoreRetriever: [await namedStore('movies', 'movies', 'Films')],
    });
    expect(answer.text).toBe('I cannot say.');
    expect(searched).toEqual([]);
    expect(answer.sourceDocuments).toBeUndefined();
  });

  it('refuses no retrievers, retrievers sharing a name and a retriever without a description', async () => {
    await expect(init(multiRetrievalQAChainComponent, { model: await model() })).rejects.toThrow(
      'input "vectorStoreRetriever" is not connected',
    );
    const twin = await namedStore('movies', 'Films', 'a');
    await expect(
      init(multiRetrievalQAChainComponent, { model: await model(), vectorStoreRetriever: [twin, twin] }),
    ).rejects.toThrow('two retrievers are named "Films"');
    await expect(namedStore('movies', 'films', ' ')).rejects.toThrow('enter the Retriever Description');
  });
});

describe('multiPromptChain', () => {
  const prompts = async () => [
    await init(promptRetrieverComponent, {
      name: 'physics',
      description: 'Questions about physics',
      systemMessage: 'You are a physics professor.',
    }),
    await init(promptRetrieverComponent, {
      name: 'baking',
      description: 'Questions about baking',
      systemMessage: 'You are a baker.',
    }),
  ];

  it('answers with the system message of the prompt the model picks', async () => {
    fake.script('"Baking"', 'About forty minutes.');
    const { answer } = await run(multiPromptChainComponent, {
      model: await model(),
      promptRetriever: await prompts(),
    });
    expect(answer.text).toBe('About forty minutes.');
    expect(fake.chatRequests()[1]?.messages).toEqual([
      { role: 'system', content: 'You are a baker.' },
      { role: 'user', content: 'How long does bread bake?' },
    ]);
  });

  it('answers the question as it is when no prompt fits', async () => {
    fake.script('chemistry', 'Unsure.');
    await run(multiPromptChainComponent, { model: await model(), promptRetriever: await prompts() });
    expect(fake.chatRequests()[1]?.messages).toEqual([
      { role: 'user', content: 'How long does bread bake?' },
    ]);
  });

  it('refuses a prompt retriever of the wrong kind', async () => {
    await expect(
      init(multiPromptChainComponent, { model: await model(), promptRetriever: ['physics'] }),
    ).rejects.toThrow('input "promptRetriever" needs prompt retrievers, got text');
  });
});
