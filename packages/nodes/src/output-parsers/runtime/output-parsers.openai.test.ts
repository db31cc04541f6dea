import { ChatPromptTemplate, PromptTemplate } from '@langchain/core/prompts';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PromptOnlyChatModel } from '../../agentflow/test-support/prompt-only-model.ts';
import { llmChainComponent } from '../../chains/runtime/llm-chain.component.ts';
import { CHAT_MODEL_COMPONENTS } from '../../chat-models/runtime/chat-model.component.ts';
import { createChatModelProvider } from '../../runtime/chat-model-provider.ts';
import type { ChatflowComponent, ChatflowInitContext } from '../../runtime/chatflow-component.ts';
import type { NodeEmission, RuntimeServices } from '../../runtime/node-executor.ts';
import {
  csvOutputParserComponent,
  customListOutputParserComponent,
  structuredOutputParserComponent,
} from './output-parser.components.ts';

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

const services = {
  chatModels: createChatModelProvider(),
  credentials: { read: () => Promise.resolve({ openAIApiKey: 'sk-test-key' }) },
} as unknown as RuntimeServices;

function initContext(
  inputs: Record<string, unknown>,
  extra: Partial<ChatflowInitContext> = {},
): ChatflowInitContext {
  return {
    nodeId: 'node_0',
    nodeLabel: 'Node',
    inputs,
    outputs: {},
    credentialId: 'openai',
    run: { chatflowId: 'flow-1', chatId: 'chat-1', sessionId: 'session-1', workspaceId: 'ws-1' },
    question: 'Paris',
    chatHistory: [],
    vars: {},
    memory: { pastMessages: () => Promise.resolve([]) },
    services,
    signal: new AbortController().signal,
    resolveTemplate: (text) => text,
    ...extra,
  };
}

function starting(component: ChatflowComponent, inputs: Record<string, unknown>): Promise<unknown> {
  return Promise.resolve().then(() => component.init(initContext(inputs)));
}

async function model(): Promise<unknown> {
  const chatOpenAI = CHAT_MODEL_COMPONENTS.find((component) => component.name === 'chatOpenAI');
  if (!chatOpenAI) throw new Error('chatOpenAI component missing');
  return chatOpenAI.init(initContext({ modelName: 'gpt-4o-mini', basepath: fake.url }));
}

/** An LLM Chain with the prompt and the parser, answering `question` with streaming asked for. */
async function runChain(prompt: unknown, outputParser: unknown, question = 'Paris', chatModel?: unknown) {
  const context = initContext({ model: chatModel ?? (await model()), prompt, outputParser }, { question });
  const instance = await llmChainComponent.init(context);
  const emitted: NodeEmission[] = [];
  if (!llmChainComponent.run) throw new Error('the LLM Chain does not run');
  const answer = await llmChainComponent.run({
    ...context,
    instance,
    streaming: true,
    emit: (emission) => emitted.push(emission),
  });
  return { answer, emitted };
}

/** The text of a message the fake received. */
function contentOf(request: number, message: number): string {
  const content = fake.chatRequests()[request]?.messages[message]?.content;
  return typeof content === 'string' ? content : JSON.stringify(content);
}

const cityStructure = [
  { property: 'country', type: 'string', description: 'the country of the city' },
  { property: 'population', type: 'number', description: 'inhabitants in millions' },
];

describe('Structured Output Parser through the LLM Chain', () => {
  it('on an OpenAI model sends the JSON Structure as response_format json_schema and answers the parsed object', async () => {
    fake.script('{"country": "France", "population": 2.1}');
    const parser = await starting(structuredOutputParserComponent, { jsonStructure: cityStructure });
    const { answer, emitted } = await runChain(PromptTemplate.fromTemplate('Tell me about {city}.'), parser);
    expect(answer.json).toEqual({ country: 'France', population: 2.1 });
    expect(answer.text).toBe('{"country":"France","population":2.1}');
    // The raw answer is not streamed: only the parsed JSON is.
    expect(emitted).toEqual([{ type: 'token', text: '{"country":"France","population":2.1}' }]);
    const request = fake.chatRequests()[0];
    expect(request?.response_format).toEqual({
      type: 'json_schema',
      json_schema: {
        name: 'extract',
        strict: true,
        schema: {
          type: 'object',
          properties: {
            country: { type: 'string', description: 'the country of the city' },
            population: { type: 'number', description: 'inhabitants in millions' },
          },
          required: ['country', 'population'],
          additionalProperties: false,
        },
      },
    });
    // No format instructions: the schema went natively.
    expect(contentOf(0, 0)).toBe('Tell me about Paris.');
  });

  it('on a model without a native mode puts the format instructions in the system message of a chat prompt', async () => {
    const chatModel = new PromptOnlyChatModel(['```json\n{"country": "France", "population": 2}\n```']);
    const parser = await starting(structuredOutputParserComponent, {
      jsonStructure: JSON.stringify(cityStructure),
    });
    const prompt = ChatPromptTemplate.fromMessages([
      ['system', 'You know cities.'],
      ['human', '{city}'],
    ]);
    const { answer } = await runChain(prompt, parser, 'Paris', chatModel);
    expect(answer.json).toEqual({ country: 'France', population: 2 });
    const [system, human] = chatModel.calls[0] ?? [];
    expect(system?.type).toBe('system');
    expect(system?.text).toMatch(/^You know cities\.\nAnswer with a markdown code snippet/);
    expect(system?.text).toContain('"population": number  // inhabitants in millions');
    expect(human?.text).toBe('Paris');
  });

  it('fails the run when the answer lacks a property, and with Autofix asks the model once to correct it', async () => {
    fake.script('{"country": "France"}');
    const strict = await starting(structuredOutputParserComponent, { jsonStructure: cityStructure });
    await expect(runChain(PromptTemplate.fromTemplate('{city}'), strict)).rejects.toThrow(
      'property "population" must be a number, the answer gave none',
    );
    fake.reset();
    fake.script('{"country": "France"}', '{"country": "France", "population": 2.1}');
    const fixing = await starting(structuredOutputParserComponent, {
      jsonStructure: cityStructure,
      autofixParser: true,
    });
    const { answer } = await runChain(PromptTemplate.fromTemplate('{city}'), fixing);
    expect(answer.json).toEqual({ country: 'France', population: 2.1 });
    expect(fake.chatRequests()).toHaveLength(2);
    expect(contentOf(1, 0)).toContain('must be a number');
  });

  it('refuses a JSON Structure without properties or with an unknown type', async () => {
    await expect(starting(structuredOutputParserComponent, { jsonStructure: [] })).rejects.toThrow(
      'JSON Structure needs at least one property',
    );
    await expect(
      starting(structuredOutputParserComponent, {
        jsonStructure: [{ property: 'when', type: 'date', description: '' }],
      }),
    ).rejects.toThrow('JSON Structure property "when" has type "date" (string, number or boolean)');
  });
});

describe('List output parsers through the LLM Chain', () => {
  it('CSV Output Parser answers the comma-separated values as a list', async () => {
    fake.script('red, green, blue');
    const parser = await starting(csvOutputParserComponent, {});
    const { answer } = await runChain(PromptTemplate.fromTemplate('Colours like {colour}'), parser, 'red');
    expect(answer.json).toEqual(['red', 'green', 'blue']);
    expect(contentOf(0, 0)).toContain('comma separated');
  });

  it('Custom List Output Parser splits on its separator and enforces its length', async () => {
    fake.script('one; two; three');
    const parser = await starting(customListOutputParserComponent, { separator: ';', length: 3 });
    const { answer } = await runChain(PromptTemplate.fromTemplate('Count {n}'), parser, '3');
    expect(answer.json).toEqual(['one', 'two', 'three']);
    fake.script('one; two');
    await expect(runChain(PromptTemplate.fromTemplate('Count {n}'), parser, '3')).rejects.toThrow(/3/);
    await expect(starting(customListOutputParserComponent, { length: 'two' })).rejects.toThrow(
      'Length must be a whole number of at least 1, got "two"',
    );
  });
});
