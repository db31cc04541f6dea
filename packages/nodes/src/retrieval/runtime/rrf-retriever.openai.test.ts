import { Document, type DocumentInterface } from '@langchain/core/documents';
import { BaseRetriever } from '@langchain/core/retrievers';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeChatModel, initContext } from '../../agents/test-support/chatflow-harness.ts';
import { rrfRetrieverComponent } from './rrf-retriever.ts';

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

const doc = (name: string) => new Document({ pageContent: `about ${name}`, metadata: { source: name } });

/** A retriever with a fixed ranking per query; it records the queries it was asked. */
class RankedRetriever extends BaseRetriever {
  lc_namespace = ['test'];
  readonly asked: string[] = [];
  constructor(private readonly rankings: Readonly<Record<string, readonly string[]>>) {
    super();
  }
  override _getRelevantDocuments(query: string): Promise<DocumentInterface[]> {
    this.asked.push(query);
    return Promise.resolve((this.rankings[query] ?? []).map(doc));
  }
}

const rankings = { tea: ['A', 'B', 'C'], 'green tea': ['B', 'A'], 'black tea': ['B', 'D'] };

async function rrf(inputs: Record<string, unknown>, output = 'retriever') {
  return rrfRetrieverComponent.init(
    initContext({ model: await fakeChatModel(fake), ...inputs }, { outputs: { output }, question: 'tea' }),
  );
}

describe('Reciprocal Rank Fusion Retriever', () => {
  it('searches with the question and the model variations, fusing the rankings by 1 / (c + rank)', async () => {
    fake.script('1. green tea\n2. black tea\n3. oolong');
    const base = new RankedRetriever(rankings);
    const retriever = await rrf({ baseRetriever: base, queryCount: 2, topK: 3, c: 60 });
    if (!(retriever instanceof BaseRetriever)) throw new Error('not a retriever');
    const found = await retriever.invoke('tea');
    // B is first or second in all three rankings; A in two; D and C once, D ranked higher.
    expect(found.map((document) => document.pageContent)).toEqual(['about B', 'about A', 'about D']);
    expect((found[0]?.metadata as { relevance_score: number }).relevance_score).toBeCloseTo(
      1 / 62 + 1 / 61 + 1 / 61,
      10,
    );
    // Only Query Count variations are searched, and the model is asked for that many.
    expect(base.asked).toEqual(['tea', 'green tea', 'black tea']);
    const prompt = fake.chatRequests()[0]?.messages[0]?.content;
    expect(prompt).toContain('Write 2 different search queries');
    expect(prompt).toContain('Question: tea');
  });

  it('gives the fused documents as text for the Text output, the question as query', async () => {
    fake.script('green tea');
    const text = await rrf({ baseRetriever: new RankedRetriever(rankings), topK: 2 }, 'text');
    expect(text).toBe('about A\n\nabout B');
  });

  it('refuses a missing base retriever and a Query Count out of range', async () => {
    await expect(rrf({})).rejects.toThrow('input "baseRetriever" is not connected');
    await expect(rrf({ baseRetriever: new RankedRetriever(rankings), queryCount: 0 })).rejects.toThrow(
      'Query Count must be a whole number from 1 to 20',
    );
    expect(fake.chatRequests()).toHaveLength(0);
  });
});
