import { isRecord } from '@loomflow/core';
import { embedText } from '../fake-openai/embedding.vector.ts';
import { countTokens } from '../fake-openai/text-tokens.util.ts';
import { VertexInvalidArgument } from './vertex-generate-content.ts';

/**
 * Vertex AI's text embedding models through `publishers/google/models/{model}:predict`: a request of `instances`
 * (`{content, task_type?, title?}`) and `parameters` (`autoTruncate?`, `outputDimensionality?`); an answer of
 * `predictions`, one `{embeddings: {values, statistics: {token_count, truncated}}}` per instance, and
 * `metadata.billableCharacterCount`.
 */

const MAX_INSTANCES = 250;
const DEFAULT_DIMENSIONS = 768;
const TASK_TYPES = [
  'RETRIEVAL_QUERY',
  'RETRIEVAL_DOCUMENT',
  'SEMANTIC_SIMILARITY',
  'CLASSIFICATION',
  'CLUSTERING',
  'QUESTION_ANSWERING',
  'FACT_VERIFICATION',
  'CODE_RETRIEVAL_QUERY',
];

/** One embedded text as the fake received it. */
export interface EmbeddedInstance {
  readonly content: string;
  readonly taskType: string | undefined;
}

function dimensionsOf(parameters: unknown): number {
  const requested = isRecord(parameters) ? parameters.outputDimensionality : undefined;
  if (requested === undefined) return DEFAULT_DIMENSIONS;
  if (
    typeof requested !== 'number' ||
    !Number.isInteger(requested) ||
    requested < 1 ||
    requested > DEFAULT_DIMENSIONS
  )
    throw new VertexInvalidArgument(`outputDimensionality must be between 1 and ${DEFAULT_DIMENSIONS}.`);
  return requested;
}

function instanceOf(value: unknown, index: number): EmbeddedInstance {
  if (!isRecord(value) || typeof value.content !== 'string')
    throw new VertexInvalidArgument(`instances[${index}].content is required.`);
  const taskType = value.task_type;
  if (taskType !== undefined && (typeof taskType !== 'string' || !TASK_TYPES.includes(taskType)))
    throw new VertexInvalidArgument(`instances[${index}].task_type is not a supported task type.`);
  return { content: value.content, taskType };
}

/** The instances of a predict request, checked as Vertex checks them, and the answer for them. */
export function predictEmbeddings(body: unknown): {
  readonly instances: readonly EmbeddedInstance[];
  readonly answer: Record<string, unknown>;
} {
  if (!isRecord(body) || !Array.isArray(body.instances) || body.instances.length === 0)
    throw new VertexInvalidArgument('instances must not be empty.');
  if (body.instances.length > MAX_INSTANCES)
    throw new VertexInvalidArgument(`A request may hold at most ${MAX_INSTANCES} instances.`);
  const instances = body.instances.map(instanceOf);
  const dimensions = dimensionsOf(body.parameters);
  const predictions = instances.map(({ content }) => ({
    embeddings: {
      values: embedText(content, dimensions),
      statistics: { token_count: countTokens(content), truncated: false },
    },
  }));
  const characters = instances.reduce((sum, { content }) => sum + content.replace(/\s/g, '').length, 0);
  return { instances, answer: { predictions, metadata: { billableCharacterCount: characters } } };
}
