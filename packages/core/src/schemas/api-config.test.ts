import { describe, expect, it } from 'vitest';
import {
  apiConfigSchema,
  apiOverrideConfigSchema,
  apiRateLimitSchema,
  apiOverrideParamSchema,
  apiOverrideVariableSchema,
  parseApiConfig,
} from './api-config.ts';
import { describeSchema } from './schema-cases.test-support.ts';

const OFF = { rateLimit: { status: false }, overrideConfig: { status: false, nodes: {}, variables: [] } };

describeSchema('apiRateLimitSchema', apiRateLimitSchema, {
  valid: [
    {
      name: 'what the settings dialog saves (numbers as text)',
      input: { status: true, limitMax: '5', limitDuration: '60', limitMsg: 'Slow down' },
    },
    {
      name: 'numbers as numbers, read as their text',
      input: { status: true, limitMax: 5, limitDuration: 1.5, limitMsg: 'Wait' },
      output: { status: true, limitMax: '5', limitDuration: '1.5', limitMsg: 'Wait' },
    },
    { name: 'the switch as text', input: { status: 'true' }, output: { status: true } },
    { name: 'switched off', input: { status: false, limitMax: '5' } },
    { name: 'no fields (off)', input: {}, output: { status: false } },
    {
      name: 'a switch that is neither true nor "true" (off)',
      input: { status: 1, limitMax: '5' },
      output: { status: false, limitMax: '5' },
    },
    {
      name: 'values that are not text or numbers (absent)',
      input: { status: true, limitMax: null, limitDuration: { s: 1 }, limitMsg: ['x'] },
      output: { status: true },
    },
  ],
  invalid: [
    { name: 'a list', input: [], path: '' },
    { name: 'text', input: 'on', path: '' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('apiOverrideParamSchema', apiOverrideParamSchema, {
  valid: [
    {
      name: 'an enabled parameter',
      input: { label: 'Temperature', name: 'temperature', type: 'number', enabled: true },
    },
    {
      name: 'missing fields (empty, not enabled)',
      input: { name: 'temperature' },
      output: { label: '', name: 'temperature', type: '', enabled: false },
    },
    {
      name: 'enabled only by true, a number name as its text',
      input: { label: 'T', name: 7, type: 'number', enabled: 'true' },
      output: { label: 'T', name: '7', type: 'number', enabled: false },
    },
  ],
  invalid: [
    { name: 'text', input: 'temperature', path: '' },
    { name: 'null', input: null, path: '' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('apiOverrideVariableSchema', apiOverrideVariableSchema, {
  valid: [
    { name: 'an enabled variable', input: { id: 'v1', name: 'region', type: 'static', enabled: true } },
    {
      name: 'fields that are not text (empty)',
      input: { id: null, name: 'region', type: {}, enabled: true },
      output: { id: '', name: 'region', type: '', enabled: true },
    },
  ],
  invalid: [{ name: 'a list', input: ['region'], path: '' }],
  unknownKeys: 'stripped',
});

describeSchema('apiOverrideConfigSchema', apiOverrideConfigSchema, {
  valid: [
    {
      name: "Flowise's shape",
      input: {
        status: true,
        nodes: { 'LLM 1': [{ label: 'Model', name: 'modelName', type: 'string', enabled: true }] },
        variables: [{ id: 'v1', name: 'region', type: 'static', enabled: false }],
      },
    },
    {
      name: 'entries that are not objects dropped, lists that are not lists empty',
      input: {
        status: true,
        nodes: { A: ['modelName', { name: 'temperature', enabled: true }], B: 'all' },
        variables: [null, { name: 'region', enabled: true }],
      },
      output: {
        status: true,
        nodes: { A: [{ label: '', name: 'temperature', type: '', enabled: true }], B: [] },
        variables: [{ id: '', name: 'region', type: '', enabled: true }],
      },
    },
    {
      name: 'the switch only by true; nodes that are not an object (none)',
      input: { status: 'true', nodes: [], variables: {} },
      output: { status: false, nodes: {}, variables: [] },
    },
    { name: 'no fields (off)', input: {}, output: { status: false, nodes: {}, variables: [] } },
  ],
  invalid: [{ name: 'text', input: 'on', path: '' }],
  unknownKeys: 'stripped',
});

describeSchema('apiConfigSchema', apiConfigSchema, {
  valid: [
    {
      name: 'both parts',
      input: {
        rateLimit: { status: true, limitMax: '2', limitDuration: '10', limitMsg: 'Wait' },
        overrideConfig: { status: true, nodes: {}, variables: [] },
      },
    },
    { name: 'no parts (all off)', input: {}, output: OFF },
    {
      name: 'parts that are not objects (off)',
      input: { rateLimit: 'on', overrideConfig: [true] },
      output: OFF,
    },
  ],
  invalid: [
    { name: 'a list', input: [], path: '' },
    { name: 'null', input: null, path: '' },
  ],
  unknownKeys: 'stripped',
});

describe('parseApiConfig', () => {
  it.each([
    ['no text', null],
    ['empty text', ''],
    ['text that is not JSON', '{'],
    ['a JSON list', '[]'],
    ['JSON text', '"rateLimit"'],
  ])('%s: all off', (_name, text) => {
    expect(parseApiConfig(text)).toEqual(OFF);
  });

  it("reads a flow's column", () => {
    const text = JSON.stringify({
      rateLimit: { status: true, limitMax: 3, limitDuration: '60', limitMsg: 'Wait' },
      overrideConfig: { status: true, variables: [{ name: 'region', enabled: true }] },
      analytics: { langfuse: {} },
    });
    expect(parseApiConfig(text)).toEqual({
      rateLimit: { status: true, limitMax: '3', limitDuration: '60', limitMsg: 'Wait' },
      overrideConfig: {
        status: true,
        nodes: {},
        variables: [{ id: '', name: 'region', type: '', enabled: true }],
      },
    });
  });

  it('answers a new object each time (a default is not shared)', () => {
    const first = parseApiConfig(null);
    first.overrideConfig.variables.push({ id: 'v', name: 'x', type: '', enabled: true });
    expect(parseApiConfig(null).overrideConfig.variables).toEqual([]);
  });
});
