import { createHash } from 'node:crypto';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { CredentialData } from '@loomflow/core';
import { ChatModelConfig } from '../chat-models/runtime/chat-model-config.ts';
import type { ChatModelProvider, ChatModelRequest, CredentialReader } from './node-executor.ts';

export interface ChatModelReuseOptions {
  /** Built models kept; the least recently used goes first. */
  readonly maxModels: number;
  /**
   * What else a built model depends on (the server's outbound allow lists, checked when the model is built):
   * when it changes, models are built anew.
   */
  readonly scope?: () => string;
}

/**
 * JSON text with object keys sorted, so equal configs give equal text; undefined when a value is not plain data
 * (a LangChain object given as an input): such a model is never shared.
 */
export function stableJson(value: unknown): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : undefined;
  if (value === undefined) return 'null';
  if (Array.isArray(value)) {
    const items = value.map(stableJson);
    return items.every((item) => item !== undefined) ? `[${items.join(',')}]` : undefined;
  }
  if (typeof value !== 'object') return undefined;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return undefined;
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (item === undefined) continue;
    const text = stableJson(item);
    if (text === undefined) return undefined;
    parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}

/**
 * The identity of a built model: component, config, streaming, the credential's id and a digest of its data
 * (a changed key builds a new model; the secret itself is never kept in the key), and the scope.
 */
function modelKey(
  request: ChatModelRequest,
  credentialId: string | undefined,
  credential: CredentialData | undefined,
  scope: string,
): string | undefined {
  const config = stableJson(request.config);
  const data = credential === undefined ? 'null' : stableJson(credential);
  if (config === undefined || data === undefined) return undefined;
  return createHash('sha256')
    .update(JSON.stringify([request.modelName, request.streaming ?? null, credentialId ?? null, scope]))
    .update('\n')
    .update(config)
    .update('\n')
    .update(data)
    .digest('base64url');
}

/** The one credential already read, handed to the builder so the model is built from the data in its key. */
function readerWith(credentials: CredentialReader, id: string, data: CredentialData): CredentialReader {
  return {
    read: (credentialId) => (credentialId === id ? Promise.resolve(data) : credentials.read(credentialId)),
  };
}

/**
 * A provider that hands out the same built model while nothing it was built from changed: LangChain chat models
 * keep no state between calls (the abort signal and callbacks come with each call), and building one (the
 * LangChain model, the SDK client) costs more than a short answer's own work. The credential is read on every
 * request, so an edited key, a deleted credential or a changed config reaches the very next run. Requests that
 * are `exclusive`, or whose config holds more than plain data, always get a model of their own.
 */
export function reuseChatModels(
  provider: ChatModelProvider,
  options: ChatModelReuseOptions,
): ChatModelProvider {
  const built = new Map<string, Promise<BaseChatModel>>();
  const remember = (key: string, model: Promise<BaseChatModel>): void => {
    built.set(key, model);
    while (built.size > options.maxModels) {
      const oldest = built.keys().next();
      if (oldest.done) break;
      built.delete(oldest.value);
    }
  };
  return {
    async create(request, credentials) {
      if (request.exclusive === true) return provider.create(request, credentials);
      const credentialId = new ChatModelConfig(request.modelName, request.config).credentialId();
      let credential: CredentialData | undefined;
      if (credentialId !== undefined) {
        try {
          credential = await credentials.read(credentialId);
        } catch {
          // The builder reports a missing credential in its own words.
          return provider.create(request, credentials);
        }
      }
      const key = modelKey(request, credentialId, credential, options.scope?.() ?? '');
      if (key === undefined) return provider.create(request, credentials);
      const known = built.get(key);
      if (known) {
        built.delete(key);
        built.set(key, known);
        return known;
      }
      const reader =
        credentialId !== undefined && credential !== undefined
          ? readerWith(credentials, credentialId, credential)
          : credentials;
      const model = provider.create(request, reader);
      remember(key, model);
      model.catch(() => {
        if (built.get(key) === model) built.delete(key);
      });
      return model;
    },
  };
}
