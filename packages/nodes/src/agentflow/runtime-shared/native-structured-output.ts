import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { acceptsJsonSchema } from '../../chat-models/runtime/json-schema-support.ts';
import { geminiResponseSchema } from './gemini-response-schema.ts';
import { isStrictJsonSchema } from './strict-json-schema.ts';
import { vertexStructuredOutput } from './vertex-structured-output.ts';
import type { JsonSchema } from './structured-output.ts';
import type { NativeStructuredOutput } from './native-structured-output.types.ts';

export type { NativeStructuredMethod, NativeStructuredOutput } from './native-structured-output.types.ts';

type Result = Promise<NativeStructuredOutput | undefined>;

const TOOL_DESCRIPTION = 'Give the answer as the arguments of this tool.';

function described(schema: JsonSchema): string {
  return typeof schema.description === 'string' ? schema.description : TOOL_DESCRIPTION;
}

async function openAI(model: BaseChatModel, schema: JsonSchema, name: string): Result {
  const { ChatOpenAI } = await import('@langchain/openai');
  if (!(model instanceof ChatOpenAI)) return undefined;
  if (isStrictJsonSchema(schema) && acceptsJsonSchema(model)) {
    const bound = model.withConfig({
      response_format: { type: 'json_schema', json_schema: { name, schema: { ...schema }, strict: true } },
    });
    return { method: 'jsonSchema', model: bound, toolName: name, forced: true };
  }
  const bound = model.bindTools(
    [{ type: 'function', function: { name, description: described(schema), parameters: { ...schema } } }],
    { tool_choice: { type: 'function', function: { name } } },
  );
  return { method: 'toolCall', model: bound, toolName: name, forced: true };
}

async function anthropic(model: BaseChatModel, schema: JsonSchema, name: string): Result {
  const { ChatAnthropic } = await import('@langchain/anthropic');
  if (!(model instanceof ChatAnthropic)) return undefined;
  const tool = { name, description: described(schema), input_schema: { ...schema, type: 'object' } };
  // Anthropic refuses a forced tool while the model thinks: the tool is offered and its call required after.
  const thinking = model.thinking.type === 'enabled' || model.thinking.type === 'adaptive';
  const bound = thinking
    ? model.bindTools([tool])
    : model.bindTools([tool], { tool_choice: { type: 'tool', name } });
  return { method: 'toolCall', model: bound, toolName: name, forced: !thinking };
}

async function google(model: BaseChatModel, schema: JsonSchema, name: string): Result {
  const { ChatGoogleGenerativeAI } = await import('@langchain/google-genai');
  if (!(model instanceof ChatGoogleGenerativeAI)) return undefined;
  const bound = model.withConfig({ responseSchema: await geminiResponseSchema(schema) });
  return { method: 'responseSchema', model: bound, toolName: name, forced: true };
}

async function ollama(model: BaseChatModel, schema: JsonSchema, name: string): Result {
  const { ChatOllama } = await import('@langchain/ollama');
  if (!(model instanceof ChatOllama)) return undefined;
  const bound = model.withConfig({ format: { ...schema } });
  return { method: 'format', model: bound, toolName: name, forced: true };
}

async function mistral(model: BaseChatModel, schema: JsonSchema, name: string): Result {
  const { ChatMistralAI } = await import('@langchain/mistralai');
  if (!(model instanceof ChatMistralAI)) return undefined;
  const bound = model.bindTools(
    [{ type: 'function', function: { name, description: described(schema), parameters: { ...schema } } }],
    { tool_choice: 'any' },
  );
  return { method: 'toolCall', model: bound, toolName: name, forced: true };
}

async function groq(model: BaseChatModel, schema: JsonSchema, name: string): Result {
  const { ChatGroq } = await import('@langchain/groq');
  if (!(model instanceof ChatGroq)) return undefined;
  const bound = model.bindTools(
    [{ type: 'function', function: { name, description: described(schema), parameters: { ...schema } } }],
    { tool_choice: { type: 'function', function: { name } } },
  );
  return { method: 'toolCall', model: bound, toolName: name, forced: true };
}

/** Bedrock Converse: a forced tool where the model accepts one (Claude: by name, Mistral Large: any), else offered. */
async function bedrock(model: BaseChatModel, schema: JsonSchema, name: string): Result {
  const { ChatBedrockConverse } = await import('@langchain/aws');
  if (!(model instanceof ChatBedrockConverse)) return undefined;
  const tool = {
    type: 'function',
    function: { name, description: described(schema), parameters: { ...schema } },
  };
  const choices = model.supportsToolChoiceValues ?? [];
  const toolChoice = choices.includes('tool') ? name : choices.includes('any') ? 'any' : undefined;
  const bound =
    toolChoice === undefined ? model.bindTools([tool]) : model.bindTools([tool], { tool_choice: toolChoice });
  return { method: 'toolCall', model: bound, toolName: name, forced: toolChoice !== undefined };
}

type Binder = (model: BaseChatModel, schema: JsonSchema, name: string) => Result;

/** Providers with a native structured output, by LangChain's `_llmType()` (the SDK is loaded only when used). */
const BINDERS: Readonly<Record<string, Binder>> = {
  openai: openAI,
  azure_openai: openAI,
  anthropic,
  googlegenerativeai: google,
  ollama,
  mistral_ai: mistral,
  groq,
  chat_bedrock_converse: bedrock,
  // LangChain's Google Vertex AI client (`ChatVertexAI`).
  google: vertexStructuredOutput,
};

/**
 * The model bound to its provider's native structured output, as LangChain's `withStructuredOutput` asks for it;
 * undefined for a model without one (it is then told the schema in the prompt and its answer parsed).
 */
export async function nativeStructuredOutput(
  model: BaseChatModel,
  schema: JsonSchema,
  name: string,
): Promise<NativeStructuredOutput | undefined> {
  const binder = BINDERS[model._llmType()];
  return binder ? binder(model, schema, name) : undefined;
}

/** Whether the model's provider has a native structured output (else the schema goes in the prompt). */
export function hasNativeStructuredOutput(model: BaseChatModel): boolean {
  return BINDERS[model._llmType()] !== undefined;
}
