import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { ChatVertexAI } from '@langchain/google-vertexai';
import { isRecord } from '@loomflow/core';
import { geminiResponseSchema } from './gemini-response-schema.ts';
import type { NativeStructuredOutput } from './native-structured-output.types.ts';
import type { JsonSchema } from './structured-output.ts';

type VertexResponseSchema = NonNullable<
  NonNullable<Parameters<ChatVertexAI['withConfig']>[0]>['responseSchema']
>;

const SCHEMA_TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object'] as const;

function isSchemaType(value: unknown): value is (typeof SCHEMA_TYPES)[number] {
  return SCHEMA_TYPES.some((type) => type === value);
}

/** Gemini's schema (the OpenAPI subset geminiResponseSchema writes) in the terms of LangChain's Vertex client. */
async function vertexResponseSchema(schema: JsonSchema): Promise<VertexResponseSchema | undefined> {
  const converted: unknown = JSON.parse(JSON.stringify(await geminiResponseSchema(schema)));
  if (!isRecord(converted) || !isSchemaType(converted.type)) return undefined;
  return { ...converted, type: converted.type };
}

/**
 * Google Vertex AI: Gemini models answer in `responseSchema` (JSON mode, the schema enforced); Claude on Vertex
 * calls a forced tool whose arguments are the object.
 */
export async function vertexStructuredOutput(
  model: BaseChatModel,
  schema: JsonSchema,
  name: string,
): Promise<NativeStructuredOutput | undefined> {
  const { ChatVertexAI } = await import('@langchain/google-vertexai');
  if (!(model instanceof ChatVertexAI)) return undefined;
  if (model.model.startsWith('claude')) {
    const description =
      typeof schema.description === 'string'
        ? schema.description
        : 'Give the answer as the arguments of this tool.';
    const tool = { type: 'function', function: { name, description, parameters: { ...schema } } };
    return {
      method: 'toolCall',
      model: model.bindTools([tool], { tool_choice: name }),
      toolName: name,
      forced: true,
    };
  }
  const responseSchema = await vertexResponseSchema(schema);
  if (responseSchema === undefined) return undefined;
  return {
    method: 'responseSchema',
    model: model.withConfig({ responseSchema }),
    toolName: name,
    forced: true,
  };
}
