import { describe, expect, it } from 'vitest';
import { REDACTED, redactText, sanitiseExecutionData, sanitiseValue } from './execution-sanitiser.ts';

describe('execution sanitiser', () => {
  it('redacts values under secret-like keys at any depth, keeping the shape', () => {
    const input = {
      llmModelConfig: {
        modelName: 'gpt-4o-mini',
        FLOWISE_CREDENTIAL_ID: '7f0c-credential',
        basepath: 'http://127.0.0.1:9000/v1',
      },
      credential: 'c-1',
      headers: [{ key: 'Authorization', value: 'x' }, { Authorization: 'Token abc' }],
      openAIApiKey: 'anything',
      nested: { clientSecret: 's', password: 'p', accessToken: 't', refresh_token: 'r' },
    };
    expect(sanitiseValue(input)).toEqual({
      llmModelConfig: {
        modelName: 'gpt-4o-mini',
        FLOWISE_CREDENTIAL_ID: REDACTED,
        basepath: 'http://127.0.0.1:9000/v1',
      },
      credential: REDACTED,
      headers: [{ key: 'Authorization', value: 'x' }, { Authorization: REDACTED }],
      openAIApiKey: REDACTED,
      nested: { clientSecret: REDACTED, password: REDACTED, accessToken: REDACTED, refresh_token: REDACTED },
    });
  });

  it('keeps token counts and ordinary fields', () => {
    const usage = { inputTokens: 3, outputTokens: 4, totalTokens: 7, maxTokens: 100 };
    expect(sanitiseValue({ usage, sessionId: 's-1', content: 'hello' })).toEqual({
      usage,
      sessionId: 's-1',
      content: 'hello',
    });
  });

  it('redacts secret-looking text inside any string', () => {
    expect(redactText('key sk-live-abcdef1234567890 used')).toBe(`key ${REDACTED} used`);
    expect(redactText('Authorization: Bearer abcdefghijklmnop')).toBe(`Authorization: ${REDACTED}`);
    expect(redactText('jwt eyJhbGciOi.eyJzdWIiOiIx.c2lnbmF0dXJl end')).toBe(`jwt ${REDACTED} end`);
    expect(redactText('aws AKIAABCDEFGHIJKLMNOP')).toBe(`aws ${REDACTED}`);
    expect(redactText('plain words, skeleton key')).toBe('plain words, skeleton key');
  });

  it('sanitises executionData text, records and all', () => {
    const records = [
      {
        nodeId: 'llm_0',
        data: {
          input: { llmModelConfig: { FLOWISE_CREDENTIAL_ID: 'cred-9' } },
          output: { content: 'the key is sk-abcdefghijklmnop' },
          state: { apiKey: 'k' },
        },
      },
    ];
    const text = sanitiseExecutionData(JSON.stringify(records));
    expect(text).not.toContain('cred-9');
    expect(text).not.toContain('sk-abcdefghijklmnop');
    expect(JSON.parse(text)).toEqual([
      {
        nodeId: 'llm_0',
        data: {
          input: { llmModelConfig: { FLOWISE_CREDENTIAL_ID: REDACTED } },
          output: { content: `the key is ${REDACTED}` },
          state: { apiKey: REDACTED },
        },
      },
    ]);
    expect(sanitiseExecutionData('not json sk-abcdefghijklmnop')).toBe(`not json ${REDACTED}`);
  });
});
