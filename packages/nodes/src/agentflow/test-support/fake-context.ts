import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ChatOpenAI } from '@langchain/openai';
import type { SandboxOutcome } from '@loomflow/core';
import type {
  CodeRunner,
  CustomToolRecord,
  FlowInvoker,
  NodeEmission,
  NodeRunContext,
  RuntimeServices,
} from '../../runtime/node-executor.ts';

/** A code runner that answers with a function of the request (tests of custom code without the sandbox). */
export function fakeCodeRunner(
  answer: (code: string, parameters: Readonly<Record<string, unknown>>) => SandboxOutcome,
): CodeRunner & { calls: { code: string; parameters: Readonly<Record<string, unknown>> }[] } {
  const calls: { code: string; parameters: Readonly<Record<string, unknown>> }[] = [];
  return {
    calls,
    run(request) {
      calls.push({ code: request.code, parameters: request.parameters });
      return Promise.resolve(answer(request.code, request.parameters));
    },
  };
}

export function sandboxResult(result: unknown): SandboxOutcome {
  return { ok: true, result, logs: [], durationMs: 1 };
}

/** A real LangChain OpenAI model pointed at the testkit's fake OpenAI server. */
export function fakeOpenAIModel(baseURL: string): BaseChatModel {
  return new ChatOpenAI({
    model: 'gpt-4o-mini',
    apiKey: 'test',
    configuration: { baseURL },
    streaming: true,
  });
}

function unused(name: string): never {
  throw new Error(`The test did not expect ${name} to be used.`);
}

export interface FakeContext extends NodeRunContext {
  readonly emissions: NodeEmission[];
}

export interface FakeContextOptions extends Partial<Omit<NodeRunContext, 'services'>> {
  readonly services?: Partial<RuntimeServices>;
  /** Answers `chatModels.create` with this model. */
  readonly model?: BaseChatModel;
  readonly customTools?: readonly CustomToolRecord[];
  readonly flows?: FlowInvoker;
}

/** A NodeRunContext with harmless defaults; every service a test does not give throws when used. */
export function fakeContext(options: FakeContextOptions = {}): FakeContext {
  const emissions: NodeEmission[] = [];
  const { model, customTools, flows, services, ...rest } = options;
  const runtime: RuntimeServices = {
    chatModels: {
      create: () => (model ? Promise.resolve(model) : unused('a chat model')),
    },
    credentials: { read: () => unused('a credential') },
    sandbox: { run: () => unused('the sandbox') },
    fetch: () => unused('fetch'),
    customTools: {
      get: (id) => Promise.resolve(customTools?.find((tool) => tool.id === id)),
    },
    flows: flows ?? { invoke: () => unused('another flow') },
    ...services,
  };
  return {
    nodeId: 'node_0',
    nodeLabel: 'Node 0',
    inputs: {},
    credentialId: undefined,
    run: {
      chatflowId: 'flow-1',
      chatId: 'chat-1',
      sessionId: 'session-1',
      executionId: 'exec-1',
      workspaceId: 'ws-1',
    },
    question: 'Hello there',
    form: undefined,
    uploads: [],
    pastMessages: [],
    runMessages: [],
    state: {},
    vars: {},
    humanInput: undefined,
    iteration: undefined,
    loopCount: 0,
    streamsToClient: false,
    callerStreams: true,
    signal: new AbortController().signal,
    resolveTemplate: (text) => text,
    emit: (emission) => {
      emissions.push(emission);
    },
    ...rest,
    services: runtime,
    emissions,
  };
}
