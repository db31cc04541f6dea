import { Document } from '@langchain/core/documents';
import { BaseRetriever } from '@langchain/core/retrievers';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeChatModel,
  initContext,
  runComponent,
  tokensOf,
} from '../../agents/test-support/chatflow-harness.ts';
import { toolAgentComponent } from '../../agents/runtime/tool-agent.component.ts';
import { conversationalAgentComponent } from '../../agents/runtime/text-agent.component.ts';
import { inputModerationSimpleComponent } from '../../moderation/runtime/simple-prompt-moderation.component.ts';
import { conversationalRetrievalQAChainComponent } from '../../retrieval/runtime/conversational-retrieval-qa-chain.component.ts';
import { retrievalQAChainComponent } from '../../retrieval/runtime/retrieval-qa-chain.component.ts';
import type { ChatflowMemory } from '../../runtime/chatflow-component.ts';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-key' });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

class TeaRetriever extends BaseRetriever {
  lc_namespace = ['test'];
  override _getRelevantDocuments(): Promise<Document[]> {
    return Promise.resolve([new Document({ pageContent: 'Tea grows on hills.', metadata: {} })]);
  }
}

/** A memory that keeps its own conversation, recording what it is asked to save. */
function keepingMemory(): ChatflowMemory & { saved: [string, string][] } {
  const saved: [string, string][] = [];
  return {
    kind: 'chatflowMemory',
    memoryKey: 'chat_history',
    saved,
    messages: () => Promise.resolve([]),
    saveExchange(question, answer) {
      saved.push([question, answer]);
      return Promise.resolve();
    },
  };
}

function denying(): Promise<unknown> {
  return inputModerationSimpleComponent.init(
    initContext({ denyList: 'forbidden', moderationErrorMessage: 'Not allowed here.' }),
  );
}

describe('Input moderation and memory saving in retrieval chains and agents', () => {
  it('Retrieval QA Chain answers a refused question with the moderation message and never calls the model', async () => {
    const { answer, emitted } = await runComponent(
      retrievalQAChainComponent,
      {
        model: await fakeChatModel(fake),
        vectorStoreRetriever: new TeaRetriever(),
        inputModeration: [await denying()],
      },
      { question: 'tell me the forbidden thing' },
    );
    expect(answer.text).toBe('Not allowed here.');
    expect(tokensOf(emitted)).toBe('Not allowed here.');
    expect(fake.chatRequests()).toHaveLength(0);
  });

  it('Conversational Retrieval QA Chain lets an allowed question through and saves the exchange to its memory', async () => {
    fake.script('On hills.');
    const memory = keepingMemory();
    const { answer } = await runComponent(
      conversationalRetrievalQAChainComponent,
      {
        model: await fakeChatModel(fake),
        vectorStoreRetriever: new TeaRetriever(),
        memory,
        inputModeration: [await denying()],
      },
      { question: 'Where does tea grow?' },
    );
    expect(answer.text).toBe('On hills.');
    expect(memory.saved).toEqual([['Where does tea grow?', 'On hills.']]);
  });

  it('Tool Agent and Conversational Agent refuse by moderation and save answered exchanges', async () => {
    const memory = keepingMemory();
    const refused = await runComponent(
      toolAgentComponent,
      { model: await fakeChatModel(fake), memory, inputModeration: [await denying()] },
      { question: 'forbidden' },
    );
    expect(refused.answer.text).toBe('Not allowed here.');
    expect(memory.saved).toEqual([]);
    fake.script('Hello there.', '{"action": "Final Answer", "action_input": "Hi!"}');
    await runComponent(
      toolAgentComponent,
      { model: await fakeChatModel(fake), memory },
      { question: 'hello' },
    );
    await runComponent(
      conversationalAgentComponent,
      { model: await fakeChatModel(fake), memory },
      { question: 'hi' },
    );
    expect(memory.saved).toEqual([
      ['hello', 'Hello there.'],
      ['hi', 'Hi!'],
    ]);
  });
});
