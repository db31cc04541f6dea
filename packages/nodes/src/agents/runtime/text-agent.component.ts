import type { NodeName } from '../../node-registry.ts';
import { isRecord } from '@loomflow/core';
import { AIMessage, HumanMessage, SystemMessage, type BaseMessage } from '@langchain/core/messages';
import type { StructuredTool } from '@langchain/core/tools';
import {
  ChatflowInputError,
  textInput,
  type ChatflowAnswer,
  type ChatflowComponent,
  type ChatflowRunContext,
} from '../../runtime/chatflow-component.ts';
import { DEFAULT_CONVERSATIONAL_AGENT_SYSTEM_MESSAGE } from '../conversational-agent.node.ts';
import { guardedAnswer } from '../../chains/runtime/guarded-answer.ts';
import { agentParts, MAX_ITERATIONS_ANSWER, type AgentParts } from './agent-inputs.ts';
import { AgentRunState, historyMessages } from './agent-run-state.ts';
import { jsonActionFormat, reactFormat, type TextAgentFormat } from './text-agent-format.ts';
import { imageParts, withImages } from '../../chat-models/runtime/image-uploads.ts';

interface TextAgent extends AgentParts {
  readonly kind: string;
  readonly systemMessage: string;
}

/** The tool's arguments from what the model wrote: an object as is, else the tool's one argument. */
function toolArgs(tool: StructuredTool | undefined, input: unknown): Record<string, unknown> {
  if (isRecord(input)) return { ...input };
  const schema: unknown = tool?.schema;
  const properties =
    typeof schema === 'object' && schema !== null && 'properties' in schema ? schema.properties : undefined;
  const names = typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
  return { [names[0] ?? 'input']: typeof input === 'string' ? input : JSON.stringify(input) };
}

async function run(
  agent: TextAgent,
  format: TextAgentFormat,
  context: ChatflowRunContext,
): Promise<ChatflowAnswer> {
  const state = new AgentRunState();
  const system = [agent.systemMessage, format.instructions(agent.tools)].filter(Boolean).join('\n\n');
  const history = historyMessages(agent.memory ? await agent.memory.messages() : []);
  // The question carries the uploaded images when the model's node allows them (later turns are text).
  const messages: BaseMessage[] = withImages(
    [new SystemMessage(system), ...history, new HumanMessage(context.question)],
    imageParts(agent.model, context.uploads),
  );
  for (let turn = 0; turn < agent.maxIterations; turn += 1) {
    let text = '';
    const options = { signal: context.signal, ...(format.stop.length > 0 ? { stop: [...format.stop] } : {}) };
    for await (const chunk of await agent.model.stream(messages, options)) {
      text += chunk.text;
      state.addUsage(chunk);
    }
    const step = format.parse(text);
    let observation: string;
    if (step.kind === 'final') {
      if (context.streaming) context.emit({ type: 'token', text: step.text });
      return state.answer(step.text);
    }
    if (step.kind === 'invalid') observation = `Invalid format: ${step.reason}.`;
    else {
      const tool = agent.tools.find((candidate) => candidate.name === step.tool);
      const result = await state.callTool(
        agent.tools,
        { name: step.tool, args: toolArgs(tool, step.input) },
        context.signal,
      );
      if (result.returnDirect) {
        if (context.streaming) context.emit({ type: 'token', text: result.output });
        return state.answer(result.output);
      }
      observation = result.output;
    }
    messages.push(new AIMessage(text), new HumanMessage(format.observation(observation)));
  }
  if (context.streaming) context.emit({ type: 'token', text: MAX_ITERATIONS_ANSWER });
  return state.answer(MAX_ITERATIONS_ANSWER);
}

function textAgentComponent(
  name: NodeName,
  format: TextAgentFormat,
  defaultSystem: string,
): ChatflowComponent<NodeName> {
  const isAgent = (value: unknown): value is TextAgent =>
    typeof value === 'object' && value !== null && 'kind' in value && value.kind === name;
  return {
    name,
    // eslint-disable-next-line @typescript-eslint/require-await -- input errors reject, as the runtime expects
    async init(context) {
      const agent: TextAgent = {
        kind: name,
        ...agentParts(context),
        systemMessage: textInput(context.inputs, 'systemMessage').trim() || defaultSystem,
      };
      return agent;
    },
    run(context) {
      const agent = context.instance;
      if (!isAgent(agent)) throw new ChatflowInputError(`the ${name} did not start`);
      return guardedAnswer(context, agent.memory, () => run(agent, format, context));
    },
  };
}

/** ReAct Agent for Chat Models: Thought / Action / Observation in text until a Final Answer. */
export const reactAgentChatComponent = textAgentComponent('reactAgentChat', reactFormat, '');

/** Conversational Agent: a conversation with memory where the model picks tools with JSON actions. */
export const conversationalAgentComponent = textAgentComponent(
  'conversationalAgent',
  jsonActionFormat,
  DEFAULT_CONVERSATIONAL_AGENT_SYSTEM_MESSAGE,
);
