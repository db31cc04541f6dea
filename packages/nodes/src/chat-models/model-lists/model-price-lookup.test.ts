import { describe, expect, it } from 'vitest';
import { chatModelPrice, costOfTokens } from './model-price-lookup.ts';
import { staticChatModelList } from './static-model-lists.ts';

const PRICED_NODES = [
  'chatOpenAI',
  'azureChatOpenAI',
  'chatAnthropic',
  'chatGoogleGenerativeAI',
  'chatMistralAI',
  'groqChat',
  'chatOllama',
];
/** Groq's compound systems bill the models they call: no price of their own. */
const UNPRICED = new Set(['compound-beta', 'compound-beta-mini']);

describe('chatModelPrice', () => {
  it('prices every model the chat model nodes offer (but Groq compound systems)', () => {
    for (const node of PRICED_NODES) {
      for (const model of staticChatModelList(node) ?? []) {
        const lookup = chatModelPrice(node, model.name);
        expect({ node, model: model.name, known: lookup.known }).toEqual({
          node,
          model: model.name,
          known: !UNPRICED.has(model.name),
        });
      }
    }
  });

  it('reads snapshots, -latest aliases and Google resource names as the model they name', () => {
    expect(chatModelPrice('chatOpenAI', 'gpt-4o-2024-08-06')).toMatchObject({
      known: true,
      matched: 'gpt-4o',
    });
    expect(chatModelPrice('chatOpenAI', 'GPT-4o-mini-2024-07-18')).toMatchObject({ matched: 'gpt-4o-mini' });
    expect(chatModelPrice('chatOpenAI', 'gpt-4-0613')).toMatchObject({ matched: 'gpt-4' });
    expect(chatModelPrice('chatAnthropic', 'claude-sonnet-4-5-20250929')).toMatchObject({
      matched: 'claude-sonnet-4-5',
    });
    expect(chatModelPrice('chatAnthropic', 'claude-3-7-sonnet-latest')).toMatchObject({
      matched: 'claude-3-7-sonnet',
    });
    expect(chatModelPrice('chatMistralAI', 'mistral-large-2411')).toMatchObject({ matched: 'mistral-large' });
    expect(chatModelPrice('chatGoogleGenerativeAI', 'models/gemini-2.5-flash')).toMatchObject({
      matched: 'gemini-2.5-flash',
    });
    expect(chatModelPrice('azureChatOpenAI', 'gpt-35-turbo')).toMatchObject({ known: true });
  });

  it('prices Ollama models at 0 and says why an unknown model has no price', () => {
    expect(chatModelPrice('chatOllama', 'my-local-model:7b')).toEqual({
      known: true,
      price: { inputPer1K: 0, outputPer1K: 0 },
      matched: 'my-local-model:7b',
    });
    expect(chatModelPrice('chatOpenAI', 'gpt-4o-turbo-ultra')).toEqual({
      known: false,
      reason: 'model "gpt-4o-turbo-ultra" of chatOpenAI has no price in the price table',
    });
    // A variant is not its base model: no guess.
    expect(chatModelPrice('chatOpenAI', 'gpt-5-codex').known).toBe(false);
    expect(chatModelPrice('chatOpenAICustom', 'gpt-4o')).toEqual({
      known: false,
      reason: 'chatOpenAICustom models have no price in the price table',
    });
  });

  it('computes the cost of tokens per 1,000', () => {
    const lookup = chatModelPrice('chatOpenAI', 'gpt-4o-mini');
    if (!lookup.known) throw new Error(lookup.reason);
    expect(lookup.price).toEqual({ inputPer1K: 0.00015, outputPer1K: 0.0006 });
    expect(costOfTokens(lookup.price, { inputTokens: 1000, outputTokens: 1000 })).toBe(0.00075);
    expect(costOfTokens(lookup.price, { inputTokens: 13, outputTokens: 7 })).toBe(0.00000615);
  });
});
