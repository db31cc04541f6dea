import type { NodeName } from '../../node-registry.ts';
import { isRecord } from '@loomflow/core';
import type { StructuredTool } from '@langchain/core/tools';
import { toJsonSchema } from '@langchain/core/utils/json_schema';
import { guardedAnswer } from '../../chains/runtime/guarded-answer.ts';
import {
  ChatflowInputError,
  textInput,
  type ChatflowAnswer,
  type ChatflowComponent,
  type ChatflowRunContext,
} from '../../runtime/chatflow-component.ts';
import type { ProviderAssistantStore } from '../../runtime/node-executor.ts';
import { toolsInput } from '../../tools/chatflow/tool-guards.ts';
import { AgentRunState } from '../runtime/agent-run-state.ts';
import { createAssistantsApiClient } from './assistants-api.client.ts';
import type { AssistantFunction, FileAnnotation } from './assistants-api.types.ts';
import { AssistantThreads, threadHistory } from './assistant-threads.ts';

interface OpenAIAssistantNode {
  readonly kind: 'openAIAssistant';
  readonly assistantId: string;
  readonly tools: readonly StructuredTool[];
  readonly disableFileDownload: boolean;
}

function isOpenAIAssistantNode(value: unknown): value is OpenAIAssistantNode {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'openAIAssistant';
}

/** A connected tool as an Assistants API function (its zod or JSON schema as the parameters). */
function functionOf(tool: StructuredTool): AssistantFunction {
  const schema: unknown =
    isRecord(tool.schema) && 'type' in tool.schema ? tool.schema : toJsonSchema(tool.schema);
  return {
    name: tool.name,
    description: tool.description,
    parameters: isRecord(schema) ? schema : { type: 'object', properties: {} },
  };
}

function booleanInput(inputs: Readonly<Record<string, unknown>>, name: string): boolean {
  const value = inputs[name];
  return value === true || value === 'true';
}

function storeOf(context: ChatflowRunContext): ProviderAssistantStore {
  const store = context.services.providerAssistants;
  if (!store)
    throw new ChatflowInputError(
      'OpenAI assistants are not available in this runtime: run the flow on the server that holds the assistant',
    );
  return store;
}

/** The provider threads of chat sessions (this process); a session without one starts a thread with its history. */
const threads = new AssistantThreads();

async function run(node: OpenAIAssistantNode, context: ChatflowRunContext): Promise<ChatflowAnswer> {
  const assistant = await storeOf(context).open(node.assistantId);
  const client = createAssistantsApiClient(assistant.target);
  const state = new AgentRunState();
  const key = threads.keyOf(context.run);
  const result = await client.runThread({
    threadId: threads.get(key),
    history: threadHistory(context.chatHistory),
    assistantId: assistant.providerAssistantId,
    message: context.question,
    signal: context.signal,
    onToken: context.streaming
      ? (token) => {
          context.emit({ type: 'token', text: token });
        }
      : undefined,
    functions: node.tools.map(functionOf),
    onToolCall: async (call) => {
      const { output } = await state.callTool(
        node.tools,
        { id: call.id, name: call.name, args: { ...call.arguments } },
        context.signal,
      );
      return output;
    },
  });
  threads.set(key, result.threadId);
  const fileAnnotations: readonly FileAnnotation[] = node.disableFileDownload ? [] : result.fileAnnotations;
  if (fileAnnotations.length > 0) context.emit({ type: 'fileAnnotations', annotations: fileAnnotations });
  const answer = state.answer(result.text);
  return fileAnnotations.length > 0 ? { ...answer, fileAnnotations } : answer;
}

/**
 * OpenAI Assistant: asks the chosen OpenAI / Azure assistant in the session's provider thread, streaming its
 * answer; the connected tools are the run's functions (run by Loomflow when the run requires action) and are
 * reported as used tools; the files its answer cites are reported as file annotations (unless Disable File
 * Download is on).
 */
export const openAIAssistantComponent: ChatflowComponent<NodeName> = {
  name: 'openAIAssistant',
  // eslint-disable-next-line @typescript-eslint/require-await -- input errors reject, as the runtime expects
  async init(context) {
    const assistantId = textInput(context.inputs, 'selectedAssistant').trim();
    if (assistantId === '') throw new ChatflowInputError('Select Assistant is empty: choose an assistant');
    const tools = toolsInput(context.inputs, 'tools');
    const names = new Set<string>();
    for (const tool of tools) {
      if (names.has(tool.name))
        throw new ChatflowInputError(
          `two connected tools are named "${tool.name}": give them different names`,
        );
      names.add(tool.name);
    }
    const node: OpenAIAssistantNode = {
      kind: 'openAIAssistant',
      assistantId,
      tools,
      disableFileDownload: booleanInput(context.inputs, 'disableFileDownload'),
    };
    return node;
  },
  run(context) {
    const node = context.instance;
    if (!isOpenAIAssistantNode(node)) throw new ChatflowInputError('the OpenAI Assistant did not start');
    return guardedAnswer(context, undefined, () => run(node, context));
  },
};
