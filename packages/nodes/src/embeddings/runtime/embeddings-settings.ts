import { CREDENTIAL_ID_MARKER } from '@loomflow/core';
import { ChatModelConfig, ChatModelConfigError } from '../../chat-models/runtime/chat-model-config.ts';
import type { EmbeddingsContext } from '../../runtime/document-processing.ts';
import type { RetryOptions } from './retrying-embeddings.ts';

/** The node's inputs with the chosen credential's id where the chat model readers look for it. */
export function embeddingsConfig(label: string, context: EmbeddingsContext): ChatModelConfig {
  const values =
    context.credentialId === undefined
      ? context.inputs
      : { ...context.inputs, [CREDENTIAL_ID_MARKER]: context.credentialId };
  return new ChatModelConfig(label, values);
}

export const DEFAULT_MAX_RETRIES = 6;

/** Batch size (a whole number above 0) and retries from the node's inputs. */
export function retryOptions(
  config: ChatModelConfig,
  context: EmbeddingsContext,
  defaultBatchSize: number,
): RetryOptions {
  const maxRetries = config.integer('maxRetries') ?? DEFAULT_MAX_RETRIES;
  if (maxRetries < 0) throw new ChatModelConfigError(`${config.label}: "maxRetries" must be 0 or more`);
  return {
    label: config.label,
    batchSize: config.positiveInteger('batchSize') ?? defaultBatchSize,
    maxRetries,
    ...(context.signal ? { signal: context.signal } : {}),
  };
}
