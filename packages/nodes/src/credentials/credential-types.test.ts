import { credentialTypeSchema, isSecretField } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_TYPES, findCredentialType } from './index.ts';

describe('credential types', () => {
  it('are valid, uniquely named, each with a secret field or a URL and an inline icon', () => {
    const names = CREDENTIAL_TYPES.map((type) => type.name);
    expect(new Set(names).size).toBe(names.length);
    for (const type of CREDENTIAL_TYPES) {
      expect(credentialTypeSchema.parse(type)).toEqual(type);
      expect(type.icon.startsWith('data:image/svg+xml')).toBe(true);
      expect(type.inputs.some(isSecretField) || type.inputs.some((input) => input.type === 'url')).toBe(true);
    }
  });

  it("use Flowise's type and field names", () => {
    const fields = (name: string) => findCredentialType(name)?.inputs.map((input) => input.name);
    expect(fields('openAIApi')).toEqual(['openAIApiKey']);
    expect(fields('anthropicApi')).toEqual(['anthropicApiKey']);
    expect(fields('googleGenerativeAI')).toEqual(['googleGenerativeAPIKey']);
    expect(fields('azureOpenAIApi')).toContain('azureOpenAIApiInstanceName');
    expect(fields('httpBasicAuth')).toEqual(['basicAuthUsername', 'basicAuthPassword']);
    expect(fields('redisCacheApi')).toContain('redisCachePwd');
    expect(findCredentialType('noSuchApi')).toBeUndefined();
  });
});
