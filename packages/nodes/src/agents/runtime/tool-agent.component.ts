import type { NodeName } from '../../node-registry.ts';
import type { ChatPromptTemplate } from '@langchain/core/prompts';
import {
  AIMessageChunk,
  HumanMessage,
  SystemMessage,
  ToolMessage,
  type BaseMessage,
} from '@langchain/core/messages';
import {
  ChatflowInputError,
  optionalInput,
  textInput,
  type ChatflowComponent,
  type ChatflowRunContext,
} from '../../runtime/chatflow-component.ts';
import { isChatPromptTemplate } from '../../runtime/chatflow-component-guards.ts';
import { imageParts, withImages } from '../../chat-models/runtime/image-uploads.ts';
import { DEFAULT_TOOL_AGENT_SYSTEM_MESSAGE } from '../tool-agent.node.ts';
import { guardedAnswer } from '../../chains/runtime/guarded-answer.ts';
import { agentParts, MAX_ITERATIONS_ANSWER, type AgentParts } from './agent-inputs.ts';
import { AgentRunState, historyMessages } from './agent-run-state.ts';

interface ToolAgent extends AgentParts {
  readonly kind: 'toolAgent';
  readonly prompt: ChatPromptTemplate | undefined;
  readonly systemMessage: string;
}

function isToolAgent(value: unknown): value is ToolAgent {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'toolAgent';
}

/** System message (or the Chat Prompt Template's leading messages), the conversation, then the question. */
async function startMessages(agent: ToolAgent, question: string): Promise<BaseMessage[]> {
  const history = historyMessages(agent.memory ? await agent.memory.messages() : []);
  if (!agent.prompt) return [new SystemMessage(agent.systemMessage), ...history, new HumanMessage(question)];
  const open = agent.prompt.inputVariables.filter((name) => name !== 'input');
  if (open.length > 0)
    throw new ChatflowInputError(
      `the Chat Prompt Template has variables without a value (${open.map((name) => `{${name}}`).join(', ')}): its Human Message takes the question as {input}`,
    );
  const formatted = await agent.prompt.formatMessages({ input: question });
  const leading = formatted.findIndex((message) => message.type !== 'system');
  const at = leading === -1 ? formatted.length : leading;
  return [...formatted.slice(0, at), ...history, ...formatted.slice(at)];
}

/** One model turn, streamed: the text reaches the client as it comes (tool-call turns usually have none). */
async function modelTurn(
  agent: ToolAgent,
  messages: BaseMessage[],
  state: AgentRunState,
  context: ChatflowRunContext,
): Promise<AIMessageChunk> {
  const model = agent.tools.length > 0 ? agent.model.bindTools?.([...agent.tools]) : agent.model;
  if (!model) throw new ChatflowInputError('the chat model cannot call tools: choose a tool-calling model');
  let whole: AIMessageChunk | undefined;
  for await (const chunk of await model.stream(messages, { signal: context.signal })) {
    whole = whole ? whole.concat(chunk) : chunk;
    state.addUsage(chunk);
    if (context.streaming && chunk.text !== '') context.emit({ type: 'token', text: chunk.text });
  }
  return whole ?? new AIMessageChunk('');
}

async function run(agent: ToolAgent, context: ChatflowRunContext) {
  const state = new AgentRunState();
  const messages = withImages(
    await startMessages(agent, context.question),
    imageParts(agent.model, context.uploads),
  );
  for (let turn = 0; turn < agent.maxIterations; turn += 1) {
    const reply = await modelTurn(agent, messages, state, context);
    const calls = reply.tool_calls ?? [];
    if (calls.length === 0) return state.answer(reply.text);
    messages.push(reply);
    for (const call of calls) {
      const id = call.id ?? `call_${state.usedTools.length}`;
      const { output, returnDirect } = await state.callTool(agent.tools, { ...call, id }, context.signal);
      if (returnDirect) {
        if (context.streaming) context.emit({ type: 'token', text: output });
        return state.answer(output);
      }
      messages.push(new ToolMessage({ content: output, tool_call_id: id, name: call.name }));
    }
  }
  if (context.streaming) context.emit({ type: 'token', text: MAX_ITERATIONS_ANSWER });
  return state.answer(MAX_ITERATIONS_ANSWER);
}

/** Tool Agent: the chat model calls the connected tools (tool calling) until it answers; used tools reported. */
export const toolAgentComponent: ChatflowComponent<NodeName> = {
  name: 'toolAgent',
  // eslint-disable-next-line @typescript-eslint/require-await -- input errors reject, as the runtime expects
  async init(context) {
    const agent: ToolAgent = {
      kind: 'toolAgent',
      ...agentParts(context),
      prompt: optionalInput(
        context.inputs,
        'chatPromptTemplate',
        isChatPromptTemplate,
        'a chat prompt template',
      ),
      systemMessage: textInput(context.inputs, 'systemMessage').trim() || DEFAULT_TOOL_AGENT_SYSTEM_MESSAGE,
    };
    return agent;
  },
  run(context) {
    const agent = context.instance;
    if (!isToolAgent(agent)) throw new ChatflowInputError('the Tool Agent did not start');
    return guardedAnswer(context, agent.memory, () => run(agent, context));
  },
};
