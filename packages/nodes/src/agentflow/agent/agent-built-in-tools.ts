import type { AIMessageChunk } from '@langchain/core/messages';
import { isRecord } from '@loomflow/core';
import type { UsedTool } from '../../runtime/node-executor.ts';
import { textOf } from '../runtime-shared/input-guards.ts';

/** A provider tool the model runs on the provider's side (bound as the provider's own tool definition). */
export type BuiltInTool = Readonly<Record<string, unknown>>;

const OPENAI_TOOLS: ReadonlySet<string> = new Set([
  'web_search_preview',
  'code_interpreter',
  'image_generation',
]);

/** The names a multi-options input holds: an array, or its JSON text as Flowise saves it. */
function chosenNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((name) => textOf(name).trim()).filter((name) => name !== '');
  const text = textOf(value).trim();
  if (text === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return chosenNames(Array.isArray(parsed) ? parsed : [text]);
  } catch {
    return [text];
  }
}

/**
 * The OpenAI built-in tools the Agent picked (`agentToolsBuiltInOpenAI`, shown for an OpenAI model): web search,
 * code interpreter (in an automatic container) and image generation, which make LangChain use the Responses API.
 */
export function openAIBuiltInTools(inputs: Readonly<Record<string, unknown>>): BuiltInTool[] {
  if (textOf(inputs.agentModel) !== 'chatOpenAI') return [];
  return chosenNames(inputs.agentToolsBuiltInOpenAI).map((name) => {
    if (!OPENAI_TOOLS.has(name))
      throw new Error(
        `The Agent's OpenAI built-in tool "${name}" is unknown: pick web_search_preview, code_interpreter or image_generation.`,
      );
    return name === 'code_interpreter' ? { type: name, container: { type: 'auto' } } : { type: name };
  });
}

/** Whether the node picked Gemini or Anthropic built-in tools (not run yet). */
export function picksOtherBuiltInTools(inputs: Readonly<Record<string, unknown>>): boolean {
  return ['agentToolsBuiltInGemini', 'agentToolsBuiltInAnthropic'].some(
    (name) => chosenNames(inputs[name]).length > 0,
  );
}

const USED_TOOL_NAMES: Readonly<Record<string, string>> = {
  web_search_call: 'web_search_preview',
  code_interpreter_call: 'code_interpreter',
  image_generation_call: 'image_generation',
};

function usedToolOf(item: Readonly<Record<string, unknown>>): UsedTool | undefined {
  const type = textOf(item.type);
  const tool = USED_TOOL_NAMES[type];
  if (tool === undefined) return undefined;
  if (type === 'code_interpreter_call')
    return { tool, toolInput: { code: item.code }, toolOutput: item.outputs ?? '' };
  if (type === 'image_generation_call')
    return { tool, toolInput: {}, toolOutput: `image generated (${textOf(item.status)})` };
  return { tool, toolInput: item.action ?? {}, toolOutput: textOf(item.status) };
}

/** The built-in tools the provider ran for this answer, as the node's used tools. */
export function builtInToolsUsed(message: AIMessageChunk): UsedTool[] {
  const outputs: unknown = message.additional_kwargs.tool_outputs;
  if (!Array.isArray(outputs)) return [];
  return outputs.flatMap((item) => {
    const used = isRecord(item) ? usedToolOf(item) : undefined;
    return used ? [used] : [];
  });
}
