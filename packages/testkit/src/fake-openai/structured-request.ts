import { isRecord } from '@loomflow/core';
import type { ChatCompletionRequest } from './openai-request.schemas.ts';
import type { ChatReply } from './fake-openai.types.ts';
import { sampleFromSchema } from './schema-sample.ts';

interface ToolFunction {
  readonly name: string;
  readonly parameters: unknown;
}

function toolFunctions(request: ChatCompletionRequest): ToolFunction[] {
  return (request.tools ?? []).flatMap((tool) => {
    const fn = isRecord(tool) ? tool.function : undefined;
    return isRecord(fn) && typeof fn.name === 'string' ? [{ name: fn.name, parameters: fn.parameters }] : [];
  });
}

/**
 * The tool a request forces: `tool_choice: {type: 'function', function: {name}}`, or `required` / `any` (Mistral)
 * with exactly one tool offered.
 */
export function forcedTool(request: ChatCompletionRequest): ToolFunction | undefined {
  const choice = request.tool_choice;
  const tools = toolFunctions(request);
  if (isRecord(choice) && isRecord(choice.function) && typeof choice.function.name === 'string') {
    const name = choice.function.name;
    return tools.find((tool) => tool.name === name);
  }
  if ((choice === 'required' || choice === 'any') && tools.length === 1) return tools[0];
  return undefined;
}

/** The schema of `response_format: {type: 'json_schema', json_schema: {schema}}`, if the request has one. */
export function responseFormatSchema(request: ChatCompletionRequest): unknown {
  const format: unknown = request.response_format;
  if (!isRecord(format) || format.type !== 'json_schema' || !isRecord(format.json_schema)) return undefined;
  return format.json_schema.schema ?? {};
}

/**
 * The unscripted answer to a structured output request: JSON generated from the `json_schema` response format, or
 * a call of the forced tool with arguments generated from its parameters; undefined for other requests.
 */
export function structuredReply(request: ChatCompletionRequest): ChatReply | undefined {
  const schema = responseFormatSchema(request);
  if (schema !== undefined) return { type: 'text', content: JSON.stringify(sampleFromSchema(schema)) };
  const tool = forcedTool(request);
  if (tool === undefined) return undefined;
  const args = sampleFromSchema(tool.parameters ?? { type: 'object', properties: {} });
  return {
    type: 'tool_calls',
    toolCalls: [{ name: tool.name, arguments: JSON.stringify(args) }],
  };
}
