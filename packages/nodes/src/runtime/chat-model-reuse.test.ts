import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import type { CredentialData } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { reuseChatModels, stableJson } from './chat-model-reuse.ts';
import type { ChatModelProvider, ChatModelRequest, CredentialReader } from './node-executor.ts';

/** A provider that builds a new fake model per call and remembers the key each build read. */
function countingProvider(fail?: (request: ChatModelRequest) => Error | undefined) {
  const builds: { request: ChatModelRequest; key: unknown }[] = [];
  const provider: ChatModelProvider = {
    async create(request, credentials) {
      const error = fail?.(request);
      if (error) throw error;
      const id = request.config.FLOWISE_CREDENTIAL_ID;
      const data = typeof id === 'string' ? await credentials.read(id) : undefined;
      builds.push({ request, key: data?.openAIApiKey });
      return new FakeListChatModel({ responses: [`built ${builds.length}`] });
    },
  };
  return { provider, builds };
}

/** Credentials whose data the test edits, counting reads. */
function editableCredentials(initial: Record<string, CredentialData>) {
  const store = new Map(Object.entries(initial));
  let reads = 0;
  const reader: CredentialReader = {
    read(id) {
      reads += 1;
      const data = store.get(id);
      return data ? Promise.resolve({ ...data }) : Promise.reject(new Error(`Credential ${id} is missing`));
    },
  };
  return {
    reader,
    set: (id: string, data: CredentialData) => store.set(id, data),
    remove: (id: string) => store.delete(id),
    reads: () => reads,
  };
}

const request = (overrides: Partial<ChatModelRequest> = {}): ChatModelRequest => ({
  modelName: 'chatOpenAI',
  config: { modelName: 'gpt-4o-mini', temperature: '0.2', FLOWISE_CREDENTIAL_ID: 'cred-1' },
  streaming: true,
  ...overrides,
});

describe('reuseChatModels', () => {
  it('hands out the same model while nothing changed, reading the credential once per request', async () => {
    const { provider, builds } = countingProvider();
    const credentials = editableCredentials({ 'cred-1': { openAIApiKey: 'sk-A' } });
    const models = reuseChatModels(provider, { maxModels: 10 });
    const first = await models.create(request(), credentials.reader);
    const second = await models.create(request(), credentials.reader);
    expect(second).toBe(first);
    expect(builds).toHaveLength(1);
    expect(credentials.reads()).toBe(2);
  });

  it('builds anew with the new key after the credential is edited', async () => {
    const { provider, builds } = countingProvider();
    const credentials = editableCredentials({ 'cred-1': { openAIApiKey: 'sk-A' } });
    const models = reuseChatModels(provider, { maxModels: 10 });
    const before = await models.create(request(), credentials.reader);
    credentials.set('cred-1', { openAIApiKey: 'sk-B' });
    const after = await models.create(request(), credentials.reader);
    expect(after).not.toBe(before);
    expect(builds.map((build) => build.key)).toEqual(['sk-A', 'sk-B']);
  });

  it('fails as the builder does once the credential is gone', async () => {
    const { provider } = countingProvider();
    const credentials = editableCredentials({ 'cred-1': { openAIApiKey: 'sk-A' } });
    const models = reuseChatModels(provider, { maxModels: 10 });
    await models.create(request(), credentials.reader);
    credentials.remove('cred-1');
    await expect(models.create(request(), credentials.reader)).rejects.toThrow(
      'Credential cred-1 is missing',
    );
  });

  it('keeps streaming and non-streaming models apart', async () => {
    const { provider, builds } = countingProvider();
    const credentials = editableCredentials({ 'cred-1': { openAIApiKey: 'sk-A' } });
    const models = reuseChatModels(provider, { maxModels: 10 });
    const streaming = await models.create(request({ streaming: true }), credentials.reader);
    const once = await models.create(request({ streaming: false }), credentials.reader);
    const unset = await models.create(request({ streaming: undefined }), credentials.reader);
    expect(new Set([streaming, once, unset]).size).toBe(3);
    expect(builds.map((build) => build.request.streaming)).toEqual([true, false, undefined]);
  });

  it('builds anew when the config changes, whatever the order of its keys', async () => {
    const { provider, builds } = countingProvider();
    const credentials = editableCredentials({ 'cred-1': { openAIApiKey: 'sk-A' } });
    const models = reuseChatModels(provider, { maxModels: 10 });
    const config = { modelName: 'gpt-4o-mini', FLOWISE_CREDENTIAL_ID: 'cred-1' };
    const a = await models.create(request({ config }), credentials.reader);
    const reordered = { FLOWISE_CREDENTIAL_ID: 'cred-1', modelName: 'gpt-4o-mini' };
    expect(await models.create(request({ config: reordered }), credentials.reader)).toBe(a);
    const other = { ...config, modelName: 'gpt-4.1-nano' };
    expect(await models.create(request({ config: other }), credentials.reader)).not.toBe(a);
    expect(builds).toHaveLength(2);
  });

  it('keeps at most maxModels, dropping the least recently used', async () => {
    const { provider, builds } = countingProvider();
    const credentials = editableCredentials({ 'cred-1': { openAIApiKey: 'sk-A' } });
    const models = reuseChatModels(provider, { maxModels: 2 });
    const named = (model: string) =>
      request({ config: { modelName: model, FLOWISE_CREDENTIAL_ID: 'cred-1' } });
    const a = await models.create(named('a'), credentials.reader);
    const b = await models.create(named('b'), credentials.reader);
    expect(await models.create(named('a'), credentials.reader)).toBe(a);
    await models.create(named('c'), credentials.reader);
    expect(await models.create(named('a'), credentials.reader)).toBe(a);
    expect(await models.create(named('b'), credentials.reader)).not.toBe(b);
    expect(builds.map((build) => build.request.config.modelName)).toEqual(['a', 'b', 'c', 'b']);
  });

  it('never shares exclusive models, models whose config holds objects, or models that failed to build', async () => {
    let failing = true;
    const { provider, builds } = countingProvider((asked) =>
      asked.config.modelName === 'flaky' && failing ? new Error('down') : undefined,
    );
    const credentials = editableCredentials({ 'cred-1': { openAIApiKey: 'sk-A' } });
    const models = reuseChatModels(provider, { maxModels: 10 });
    const exclusive = request({ exclusive: true });
    expect(await models.create(exclusive, credentials.reader)).not.toBe(
      await models.create(exclusive, credentials.reader),
    );
    const withObject = request({ config: { modelName: 'x', cache: new Map() } });
    expect(await models.create(withObject, credentials.reader)).not.toBe(
      await models.create(withObject, credentials.reader),
    );
    const flaky = request({ config: { modelName: 'flaky', FLOWISE_CREDENTIAL_ID: 'cred-1' } });
    await expect(models.create(flaky, credentials.reader)).rejects.toThrow('down');
    failing = false;
    const built: BaseChatModel = await models.create(flaky, credentials.reader);
    expect(await models.create(flaky, credentials.reader)).toBe(built);
    expect(builds).toHaveLength(5);
  });

  it('builds anew when the scope changes', async () => {
    const { provider, builds } = countingProvider();
    const credentials = editableCredentials({ 'cred-1': { openAIApiKey: 'sk-A' } });
    let allowList = 'a';
    const models = reuseChatModels(provider, { maxModels: 10, scope: () => allowList });
    const before = await models.create(request(), credentials.reader);
    allowList = 'a,b';
    expect(await models.create(request(), credentials.reader)).not.toBe(before);
    expect(builds).toHaveLength(2);
  });
});

describe('stableJson', () => {
  it('sorts keys and refuses values that are not plain data', () => {
    expect(stableJson({ b: 1, a: [true, null, 'x'], c: undefined })).toBe('{"a":[true,null,"x"],"b":1}');
    expect(stableJson({ a: new Date(0) })).toBeUndefined();
    expect(stableJson([Number.NaN])).toBeUndefined();
  });
});
