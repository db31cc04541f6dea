import { isRecord } from '@loomflow/core';
import { embedText } from '../fake-openai/embedding.vector.ts';
import { countTokens } from '../fake-openai/text-tokens.util.ts';
import { BedrockValidationError } from './bedrock-converse.ts';

/**
 * InvokeModel for Bedrock's embedding models, in each model family's own body format:
 * Amazon Titan Text Embeddings (`{inputText, dimensions?, normalize?}` → `{embedding, inputTextTokenCount}`), one
 * text per call, and Cohere Embed (`{texts, input_type, truncate?}` → `{embeddings, id, response_type, texts}`).
 */

export interface EmbeddingAnswer {
  readonly body: Readonly<Record<string, unknown>>;
  readonly inputTokens: number;
}

const COHERE_INPUT_TYPES = ['search_document', 'search_query', 'classification', 'clustering', 'image'];
const COHERE_MAX_TEXTS = 96;

function titanDimensions(modelId: string, requested: unknown): number {
  if (!modelId.includes('titan-embed-text-v2')) return modelId.includes('image') ? 1024 : 1536;
  if (requested === undefined) return 1024;
  if (requested === 256 || requested === 512 || requested === 1024) return requested;
  throw new BedrockValidationError('Malformed input request: dimensions must be one of 256, 512, 1024');
}

function titan(modelId: string, body: Readonly<Record<string, unknown>>): EmbeddingAnswer {
  if (typeof body.inputText !== 'string' || body.inputText === '')
    throw new BedrockValidationError('Malformed input request: #: required key [inputText] not found');
  const inputTokens = countTokens(body.inputText);
  const embedding = embedText(body.inputText, titanDimensions(modelId, body.dimensions));
  return { body: { embedding, inputTextTokenCount: inputTokens }, inputTokens };
}

function cohere(body: Readonly<Record<string, unknown>>, count: number): EmbeddingAnswer {
  const texts = Array.isArray(body.texts) ? body.texts : undefined;
  if (!texts || texts.length === 0 || !texts.every((text): text is string => typeof text === 'string'))
    throw new BedrockValidationError('Malformed input request: #: required key [texts] not found');
  if (texts.length > COHERE_MAX_TEXTS)
    throw new BedrockValidationError(
      `Malformed input request: #/texts: expected maximum item count: ${COHERE_MAX_TEXTS}`,
    );
  if (typeof body.input_type !== 'string' || !COHERE_INPUT_TYPES.includes(body.input_type))
    throw new BedrockValidationError('Malformed input request: #: required key [input_type] not found');
  return {
    body: {
      embeddings: texts.map((text) => embedText(text, 1024)),
      id: `emb_fake_${count}`,
      response_type: 'embeddings_floats',
      texts,
    },
    inputTokens: texts.reduce((sum, text) => sum + countTokens(text), 0),
  };
}

/** The answer of an embedding model; other model ids are refused as Bedrock refuses an unknown model. */
export function invokeEmbeddingModel(modelId: string, body: unknown, count: number): EmbeddingAnswer {
  if (!isRecord(body))
    throw new BedrockValidationError('Malformed input request, please reformat your input and try again.');
  if (modelId.startsWith('amazon.titan-embed')) return titan(modelId, body);
  if (modelId.startsWith('cohere.embed')) return cohere(body, count);
  throw new BedrockValidationError('The provided model identifier is invalid.');
}
