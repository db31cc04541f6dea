import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { StructuredTool } from '@langchain/core/tools';
import {
  ChatflowInputError,
  isChatflowMemory,
  optionalInput,
  requireInput,
  textInput,
  type ChatflowInitContext,
  type ChatflowMemory,
} from '../../runtime/chatflow-component.ts';
import { isChatModel } from '../../runtime/chatflow-component-guards.ts';
import { toolsInput } from '../../tools/chatflow/tool-guards.ts';
import { DEFAULT_MAX_ITERATIONS } from '../agent.params.ts';

/** What every agent node holds once initialised. */
export interface AgentParts {
  readonly model: BaseChatModel;
  readonly memory: ChatflowMemory | undefined;
  readonly tools: readonly StructuredTool[];
  readonly maxIterations: number;
}

function maxIterationsOf(inputs: Readonly<Record<string, unknown>>): number {
  const text = textInput(inputs, 'maxIterations').trim();
  if (text === '') return DEFAULT_MAX_ITERATIONS;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 100)
    throw new ChatflowInputError(`Max Iterations must be a whole number from 1 to 100, got "${text}"`);
  return value;
}

export function agentParts(context: ChatflowInitContext): AgentParts {
  const tools = toolsInput(context.inputs, 'tools');
  const names = new Set<string>();
  for (const tool of tools) {
    if (names.has(tool.name))
      throw new ChatflowInputError(`two connected tools are named "${tool.name}": give them different names`);
    names.add(tool.name);
  }
  return {
    model: requireInput(context.inputs, 'model', isChatModel, 'a chat model'),
    memory: optionalInput(context.inputs, 'memory', isChatflowMemory, 'a memory'),
    tools,
    maxIterations: maxIterationsOf(context.inputs),
  };
}

/** Flowise's answer when an agent runs out of iterations. */
export const MAX_ITERATIONS_ANSWER = 'Agent stopped due to max iterations.';
