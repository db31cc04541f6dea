import type { NodeDefinition } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { initialLoadConfig } from './load-config-defaults.ts';

const chatOpenAI: NodeDefinition = {
  name: 'chatOpenAI',
  label: 'OpenAI',
  version: 8,
  type: 'ChatOpenAI',
  category: 'Chat Models',
  description: '',
  baseClasses: [],
  inputs: [
    { label: 'Cache', name: 'cache', type: 'BaseCache', optional: true },
    { label: 'Model Name', name: 'modelName', type: 'asyncOptions', default: 'gpt-4o-mini' },
    { label: 'Temperature', name: 'temperature', type: 'number', default: 0.9 },
    { label: 'Streaming', name: 'streaming', type: 'boolean', default: true },
    { label: 'BasePath', name: 'basepath', type: 'string', optional: true },
  ],
};

describe('initialLoadConfig', () => {
  it('saves the defaults the chosen model shows, with the choice', () => {
    expect(initialLoadConfig('llmModel', 'chatOpenAI', chatOpenAI)).toEqual({
      modelName: 'gpt-4o-mini',
      temperature: 0.9,
      streaming: true,
      llmModel: 'chatOpenAI',
    });
  });

  it('keeps only the choice when the definition is not known yet', () => {
    expect(initialLoadConfig('agentModel', 'chatSomething', undefined)).toEqual({
      agentModel: 'chatSomething',
    });
  });
});
