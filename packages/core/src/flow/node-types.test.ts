import { describe, expect, it } from 'vitest';
import { isNodeDefinition, nodeDefinitionSchema, type NodeDefinition } from './node-types.ts';

const VALID: NodeDefinition = {
  label: 'LLM Chain',
  name: 'llmChain',
  version: 3,
  type: 'LLMChain',
  category: 'Chains',
  description: 'Chain to run queries against LLMs',
  baseClasses: ['LLMChain', 'BaseChain'],
  inputs: [
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    {
      label: 'Headers',
      name: 'headers',
      type: 'array',
      array: [{ label: 'Key', name: 'key', type: 'string' }],
      options: [{ label: 'GET', name: 'GET' }],
    },
  ],
  credential: {
    label: 'Connect Credential',
    name: 'credential',
    type: 'credential',
    credentialNames: ['openAIApi'],
  },
  outputs: [{ label: 'LLM Chain', name: 'llmChain', baseClasses: ['LLMChain'] }],
};

function withField(path: readonly (string | number)[], value: unknown): unknown {
  const copy: unknown = JSON.parse(JSON.stringify(VALID));
  let target: unknown = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof target !== 'object' || target === null) throw new Error('bad path');
    target = Reflect.get(target, key);
  }
  if (typeof target !== 'object' || target === null) throw new Error('bad path');
  const last = path[path.length - 1];
  if (value === undefined) Reflect.deleteProperty(target, String(last));
  else Reflect.set(target, String(last), value);
  return copy;
}

function failedPaths(value: unknown): string[] {
  const parsed = nodeDefinitionSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
}

describe('nodeDefinitionSchema', () => {
  it('accepts a whole definition and keeps fields it does not know', () => {
    const parsed = nodeDefinitionSchema.safeParse({ ...VALID, filePath: '/nodes/llmChain.js' });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ name: 'llmChain', filePath: '/nodes/llmChain.js' });
    expect(isNodeDefinition(VALID)).toBe(true);
  });

  it.each([
    ['a missing name', ['name'], undefined, 'name'],
    ['a missing version', ['version'], undefined, 'version'],
    ['a version as text', ['version'], '3', 'version'],
    ['a missing type', ['type'], undefined, 'type'],
    ['a missing description', ['description'], undefined, 'description'],
    ['a category that is not text', ['category'], 7, 'category'],
    ['inputs that are not a list', ['inputs'], {}, 'inputs'],
    ['a base class that is not text', ['baseClasses', 1], 2, 'baseClasses.1'],
    ['an input without a type', ['inputs', 0, 'type'], undefined, 'inputs.0.type'],
    ['an input flag that is not a flag', ['inputs', 0, 'optional'], 'yes', 'inputs.0.optional'],
    [
      'a row parameter without a label',
      ['inputs', 1, 'array', 0, 'label'],
      undefined,
      'inputs.1.array.0.label',
    ],
    ['an option without a name', ['inputs', 1, 'options', 0, 'name'], undefined, 'inputs.1.options.0.name'],
    ['a credential without a name', ['credential', 'name'], undefined, 'credential.name'],
    ['an output without a label', ['outputs', 0, 'label'], undefined, 'outputs.0.label'],
    ['load methods that are not text', ['loadMethods'], [1], 'loadMethods.0'],
  ])('refuses %s, naming the field', (_case, path, value, field) => {
    const broken = withField(path, value);
    expect(failedPaths(broken)).toEqual([field]);
    expect(isNodeDefinition(broken)).toBe(false);
  });

  it.each([null, [], 'llmChain', 3, undefined])('refuses %j', (value) => {
    expect(isNodeDefinition(value)).toBe(false);
  });
});
