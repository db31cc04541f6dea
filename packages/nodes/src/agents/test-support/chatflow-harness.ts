import type { FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { CHAT_MODEL_COMPONENTS } from '../../chat-models/runtime/chat-model.component.ts';
import { createChatModelProvider } from '../../runtime/chat-model-provider.ts';
import type {
  ChatflowAnswer,
  ChatflowComponent,
  ChatflowInitContext,
  ChatflowMemory,
} from '../../runtime/chatflow-component.ts';
import type { ChatTurn, NodeEmission, RuntimeServices } from '../../runtime/node-executor.ts';

/** Services for chatflow component tests: models through the fake OpenAI server, the rest as given. */
export function testServices(extra: Partial<RuntimeServices> = {}): RuntimeServices {
  return {
    chatModels: createChatModelProvider(),
    credentials: {
      read: (id: string) =>
        id === 'openai'
          ? Promise.resolve({ openAIApiKey: 'sk-test-key' })
          : Promise.reject(new Error(`Credential ${id} not found`)),
    },
    sandbox: { run: () => Promise.reject(new Error('no sandbox in this test')) },
    fetch: () => Promise.reject(new Error('no network in this test')),
    customTools: { get: () => Promise.resolve(undefined) },
    flows: { invoke: () => Promise.reject(new Error('no flows in this test')) },
    ...extra,
  };
}

export function initContext(
  inputs: Record<string, unknown>,
  extra: Partial<ChatflowInitContext> = {},
): ChatflowInitContext {
  const question = extra.question ?? 'hello';
  return {
    nodeId: 'node_0',
    nodeLabel: 'Node',
    inputs,
    outputs: {},
    credentialId: undefined,
    run: { chatflowId: 'flow-1', chatId: 'chat-1', sessionId: 'session-1', workspaceId: 'ws-1' },
    question,
    chatHistory: [],
    vars: {},
    memory: { pastMessages: () => Promise.resolve([]) },
    services: testServices(),
    signal: new AbortController().signal,
    resolveTemplate: (text) => text.replaceAll('{{question}}', question),
    ...extra,
  };
}

/** The ChatOpenAI component pointed at the fake server. */
export async function fakeChatModel(fake: FakeOpenAI): Promise<unknown> {
  const chatOpenAI = CHAT_MODEL_COMPONENTS.find((component) => component.name === 'chatOpenAI');
  if (!chatOpenAI) throw new Error('chatOpenAI component missing');
  return chatOpenAI.init(
    initContext({ modelName: 'gpt-4o-mini', basepath: fake.url }, { credentialId: 'openai' }),
  );
}

export function memoryOf(turns: readonly ChatTurn[]): ChatflowMemory {
  return { kind: 'chatflowMemory', memoryKey: 'chat_history', messages: () => Promise.resolve(turns) };
}

/** Initialises and runs an ending component as the runtime does; its answer and what it streamed. */
export async function runComponent(
  component: ChatflowComponent,
  inputs: Record<string, unknown>,
  options: { question?: string; streaming?: boolean; services?: RuntimeServices } = {},
): Promise<{ answer: ChatflowAnswer; emitted: NodeEmission[] }> {
  const context = initContext(inputs, {
    ...(options.question ? { question: options.question } : {}),
    ...(options.services ? { services: options.services } : {}),
  });
  const instance = await component.init(context);
  const emitted: NodeEmission[] = [];
  if (!component.run) throw new Error(`${component.name} does not run`);
  const answer = await component.run({
    ...context,
    instance,
    streaming: options.streaming ?? true,
    emit: (emission) => emitted.push(emission),
  });
  return { answer, emitted };
}

export function tokensOf(emitted: readonly NodeEmission[]): string {
  return emitted.flatMap((emission) => (emission.type === 'token' ? [emission.text] : [])).join('');
}
