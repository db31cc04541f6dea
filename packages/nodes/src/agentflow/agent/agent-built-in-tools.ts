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

/** Flowise's Anthropic server tools by option name, with the name the API gives each. */
const ANTHROPIC_TOOLS: Readonly<Record<string, string>> = {
  web_search_20250305: 'web_search',
  web_fetch_20250910: 'web_fetch',
};

/**
 * The Anthropic server tools the Agent picked (`agentToolsBuiltInAnthropic`, shown for an Anthropic model): web
 * search and web fetch, which Anthropic runs itself (LangChain adds web fetch's beta header).
 */
export function anthropicBuiltInTools(inputs: Readonly<Record<string, unknown>>): BuiltInTool[] {
  if (textOf(inputs.agentModel) !== 'chatAnthropic') return [];
  return chosenNames(inputs.agentToolsBuiltInAnthropic).map((type) => {
    const name = ANTHROPIC_TOOLS[type];
    if (name === undefined)
      throw new Error(
        `The Agent's Anthropic built-in tool "${type}" is unknown: pick web_search_20250305 or web_fetch_20250910.`,
      );
    return { type, name };
  });
}

const GEMINI_TOOLS: ReadonlySet<string> = new Set(['urlContext', 'googleSearch', 'codeExecution']);

/**
 * The Gemini built-in tools the Agent picked (`agentToolsBuiltInGemini`, shown for a Gemini model): URL context,
 * Google Search grounding and code execution, each bound as `{<name>: {}}`.
 */
export function geminiBuiltInTools(inputs: Readonly<Record<string, unknown>>): BuiltInTool[] {
  if (textOf(inputs.agentModel) !== 'chatGoogleGenerativeAI') return [];
  return chosenNames(inputs.agentToolsBuiltInGemini).map((name) => {
    if (!GEMINI_TOOLS.has(name))
      throw new Error(
        `The Agent's Gemini built-in tool "${name}" is unknown: pick urlContext, googleSearch or codeExecution.`,
      );
    return { [name]: {} };
  });
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

function parsedObject(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    return undefined;
  }
}

/**
 * A server tool's input: whole in a JSON answer; streamed, LangChain leaves the block's input empty and keeps the
 * JSON in the tool call chunk of the block's index.
 */
function serverToolInput(block: Readonly<Record<string, unknown>>, message: AIMessageChunk): unknown {
  if (isRecord(block.input)) return block.input;
  const streamed = (message.tool_call_chunks ?? []).find((chunk) => chunk.index === block.index)?.args;
  return parsedObject(textOf(block.input)) ?? parsedObject(streamed ?? '') ?? {};
}

/** Anthropic's server tool uses in an answer, each with its result block (matched by `tool_use_id`). */
function serverToolsUsed(message: AIMessageChunk): UsedTool[] {
  if (!Array.isArray(message.content)) return [];
  const blocks = message.content.filter(isRecord);
  return blocks.flatMap((block) => {
    if (block.type !== 'server_tool_use') return [];
    const result = blocks.find((other) => other.tool_use_id === block.id && other !== block);
    return [
      {
        tool: textOf(block.name),
        toolInput: serverToolInput(block, message),
        toolOutput: result?.content ?? '',
      },
    ];
  });
}

/** Gemini's grounded search (its queries and sources) and the code it ran (code and result parts). */
function geminiToolsUsed(message: AIMessageChunk): UsedTool[] {
  const used: UsedTool[] = [];
  const grounding: unknown = message.additional_kwargs.groundingMetadata;
  if (isRecord(grounding) && Array.isArray(grounding.webSearchQueries))
    used.push({
      tool: 'googleSearch',
      toolInput: { queries: grounding.webSearchQueries },
      toolOutput: grounding.groundingChunks ?? [],
    });
  const blocks = Array.isArray(message.content) ? message.content.filter(isRecord) : [];
  const results = blocks.filter((block) => block.type === 'codeExecutionResult');
  blocks
    .filter((block) => block.type === 'executableCode')
    .forEach((block, index) => {
      used.push({
        tool: 'codeExecution',
        toolInput: block.executableCode ?? {},
        toolOutput: results[index]?.codeExecutionResult ?? '',
      });
    });
  return used;
}

/** The built-in tools the provider ran for this answer (OpenAI's tool outputs, Anthropic's and Gemini's). */
export function builtInToolsUsed(message: AIMessageChunk): UsedTool[] {
  const outputs: unknown = message.additional_kwargs.tool_outputs;
  const openAI = Array.isArray(outputs)
    ? outputs.flatMap((item) => {
        const used = isRecord(item) ? usedToolOf(item) : undefined;
        return used ? [used] : [];
      })
    : [];
  return [...openAI, ...serverToolsUsed(message), ...geminiToolsUsed(message)];
}
