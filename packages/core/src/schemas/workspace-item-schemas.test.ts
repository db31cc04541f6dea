import { describe, expect, it } from 'vitest';
import { createApiKeyRequestSchema, updateApiKeyRequestSchema } from './apikey.ts';
import {
  customAssistantDetailsSchema,
  openAiAssistantDetailsSchema,
  saveAssistantRequestSchema,
} from './assistant.ts';
import {
  createCredentialRequestSchema,
  credentialListQuerySchema,
  updateCredentialRequestSchema,
} from './credential.ts';
import { addOutboundAccessEntryRequestSchema } from './outbound-access.ts';
import { toolTestRunRequestSchema } from './sandbox.ts';
import { describeSchema } from './schema-cases.test-support.ts';
import { createToolRequestSchema, toolFileSchema, updateToolRequestSchema } from './tool.ts';
import { fileDeleteQuerySchema, filesListQuerySchema } from './upload-file.ts';
import { createVariableRequestSchema, updateVariableRequestSchema } from './variable.ts';

// Requests about a workspace's own items: API keys, credentials, variables, tools (and their test runs),
// assistants, uploaded files and the instance's outbound access list.

describeSchema('createApiKeyRequestSchema', createApiKeyRequestSchema, {
  valid: [
    { name: "Flowise's body (a name)", input: { keyName: ' ci ' }, output: { keyName: 'ci' } },
    { name: 'with permissions', input: { keyName: 'ci', permissions: ['chatflows:view'] } },
  ],
  invalid: [
    { name: 'a blank name', input: { keyName: '  ' }, path: 'keyName', message: 'Key name is required' },
    {
      name: 'a name over 100 characters',
      input: { keyName: 'k'.repeat(101) },
      path: 'keyName',
      message: 'Key name must be at most 100 characters',
    },
    {
      name: 'an unknown permission',
      input: { keyName: 'ci', permissions: ['root'] },
      path: 'permissions',
      message: 'Unknown permission',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('updateApiKeyRequestSchema', updateApiKeyRequestSchema, {
  valid: [
    { name: 'a new name', input: { keyName: 'deploy' } },
    { name: 'no permission left', input: { permissions: [] } },
  ],
  invalid: [
    {
      name: 'nothing to change',
      input: {},
      path: '',
      message: 'Nothing to update: send keyName or permissions',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('createCredentialRequestSchema', createCredentialRequestSchema, {
  valid: [
    {
      name: 'a type and its data',
      input: {
        name: 'OpenAI',
        credentialName: 'openAIApi',
        plainDataObj: { openAIApiKey: 'sk', port: 5432, tls: true },
      },
    },
    {
      name: 'no data (empty by default)',
      input: { name: 'Empty', credentialName: 'openAIApi' },
      output: { name: 'Empty', credentialName: 'openAIApi', plainDataObj: {} },
    },
  ],
  invalid: [
    {
      name: 'no type',
      input: { name: 'OpenAI', credentialName: '' },
      path: 'credentialName',
      message: 'Choose a credential type',
    },
    {
      name: 'a blank name',
      input: { name: ' ', credentialName: 'openAIApi' },
      path: 'name',
      message: 'Name is required',
    },
    {
      name: 'a value that is an object',
      input: { name: 'X', credentialName: 'openAIApi', plainDataObj: { nested: { a: 1 } } },
      path: 'plainDataObj.nested',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('updateCredentialRequestSchema', updateCredentialRequestSchema, {
  valid: [
    {
      name: "Flowise's edit (the type sent back)",
      input: { name: 'OpenAI', credentialName: 'openAIApi', plainDataObj: {} },
    },
    { name: 'a new name', input: { name: 'Renamed' } },
  ],
  invalid: [
    {
      name: 'the type alone',
      input: { credentialName: 'openAIApi' },
      path: '',
      message: 'Nothing to update: send name or plainDataObj',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('credentialListQuerySchema', credentialListQuerySchema, {
  valid: [
    { name: 'no filter', input: {}, output: {} },
    { name: 'one type', input: { credentialName: 'openAIApi' }, output: { credentialName: ['openAIApi'] } },
    { name: 'repeated types', input: { credentialName: ['a', 'b'] } },
  ],
  invalid: [{ name: 'a type that is a number', input: { credentialName: 3 }, path: 'credentialName' }],
  unknownKeys: 'stripped',
});

describeSchema('createVariableRequestSchema', createVariableRequestSchema, {
  valid: [
    {
      name: 'a name alone (static, empty)',
      input: { name: 'API_URL' },
      output: { name: 'API_URL', value: '', type: 'static' },
    },
    { name: 'a runtime variable', input: { name: '_home', value: '', type: 'runtime' } },
  ],
  invalid: [
    {
      name: 'a name starting with a digit',
      input: { name: '1x' },
      path: 'name',
      message: 'Use letters, digits and underscores, not starting with a digit (it is written as $vars.name)',
    },
    { name: 'a blank name', input: { name: '' }, path: 'name', message: 'Variable name is required' },
    { name: 'an unknown type', input: { name: 'x', type: 'secret' }, path: 'type' },
    {
      name: 'a value over 100,000 characters',
      input: { name: 'x', value: 'v'.repeat(100_001) },
      path: 'value',
      message: 'Value must be at most 100,000 characters',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('updateVariableRequestSchema', updateVariableRequestSchema, {
  valid: [{ name: 'a new value', input: { value: 'v2' } }],
  invalid: [
    { name: 'nothing', input: {}, path: '', message: 'Nothing to update: send name, value or type' },
    {
      name: 'only keys it does not know',
      input: { id: 'v1' },
      path: '',
      message: 'Nothing to update: send name, value or type',
    },
  ],
  unknownKeys: 'stripped',
});

const schemaRow = { id: 0, property: 'city', type: 'string', description: 'City', required: true };

describeSchema('createToolRequestSchema', createToolRequestSchema, {
  valid: [
    {
      name: "Flowise's body, the schema as JSON text",
      input: {
        name: 'get_weather',
        description: 'Weather',
        color: 'linear-gradient(...)',
        schema: JSON.stringify([schemaRow]),
        func: 'return 1;',
      },
      output: {
        name: 'get_weather',
        description: 'Weather',
        color: 'linear-gradient(...)',
        schema: [schemaRow],
        func: 'return 1;',
      },
    },
    {
      name: 'schema rows with defaults, an empty schema text',
      input: { name: 'a-b', description: 'x', schema: [{ property: 'q', type: 'number' }] },
      output: {
        name: 'a-b',
        description: 'x',
        schema: [{ property: 'q', type: 'number', description: '', required: false }],
      },
    },
    {
      name: 'an empty schema text',
      input: { name: 't', description: 'x', schema: ' ' },
      output: { name: 't', description: 'x', schema: [] },
    },
  ],
  invalid: [
    {
      name: 'a name with a space',
      input: { name: 'get weather', description: 'x' },
      path: 'name',
      message: 'Tool name uses letters, digits, underscores and hyphens, at most 64 (e.g. get_weather)',
    },
    {
      name: 'no description',
      input: { name: 't', description: ' ' },
      path: 'description',
      message: 'Description is required',
    },
    {
      name: 'schema text that is not JSON',
      input: { name: 't', description: 'x', schema: '[' },
      path: 'schema',
      message: 'schema is not valid JSON',
    },
    {
      name: 'a property named vars',
      input: { name: 't', description: 'x', schema: [{ property: 'vars', type: 'string' }] },
      path: 'schema.0.property',
      message: '$vars and $flow are taken: choose another property name',
    },
    {
      name: 'a property name that is no identifier',
      input: { name: 't', description: 'x', schema: [{ property: 'a-b', type: 'string' }] },
      path: 'schema.0.property',
      message: 'Property names use letters, digits and underscores (used as $name)',
    },
    {
      name: 'an unknown property type',
      input: { name: 't', description: 'x', schema: [{ property: 'a', type: 'json' }] },
      path: 'schema.0.type',
      message: 'Type must be string, number, boolean or date',
    },
    {
      name: 'the same property twice',
      input: {
        name: 't',
        description: 'x',
        schema: [
          { property: 'a', type: 'string' },
          { property: 'a', type: 'number' },
        ],
      },
      path: 'schema',
      message: 'Property names must be unique',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('updateToolRequestSchema', updateToolRequestSchema, {
  valid: [{ name: 'a new body', input: { func: 'return 2;' } }],
  invalid: [{ name: 'nothing', input: {}, path: '', message: 'Nothing to update' }],
  unknownKeys: 'stripped',
});

describeSchema('toolFileSchema', toolFileSchema, {
  valid: [
    {
      name: "Flowise's exported tool (workspace id ignored)",
      input: { name: 'get_weather', schema: '[]', workspaceId: 'w1' },
      output: { name: 'get_weather', description: '', schema: [], func: '' },
    },
  ],
  invalid: [{ name: 'no name', input: { description: 'x' }, path: 'name' }],
  unknownKeys: 'stripped',
});

describeSchema('toolTestRunRequestSchema', toolTestRunRequestSchema, {
  valid: [
    {
      name: 'a body alone',
      input: { func: 'return 1;' },
      output: { func: 'return 1;', schema: [], input: {} },
    },
    {
      name: 'sample input',
      input: {
        func: 'return $city;',
        schema: '[{"property":"city","type":"string"}]',
        input: { city: 'Oslo' },
      },
      output: {
        func: 'return $city;',
        schema: [{ property: 'city', type: 'string', description: '', required: false }],
        input: { city: 'Oslo' },
      },
    },
  ],
  invalid: [
    { name: 'no body', input: {}, path: 'func' },
    {
      name: 'a body over 200,000 characters',
      input: { func: 'x'.repeat(200_001) },
      path: 'func',
      message: 'Function must be at most 200,000 characters',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('saveAssistantRequestSchema', saveAssistantRequestSchema, {
  valid: [
    {
      name: "Flowise's body (details as JSON text)",
      input: { details: '{"name":"A"}', credential: 'c1', iconSrc: null, type: 'OPENAI' },
    },
    { name: 'details as an object', input: { details: { name: 'A' }, type: 'CUSTOM' } },
  ],
  invalid: [
    { name: 'an unknown type', input: { details: '{}', type: 'GEMINI' }, path: 'type' },
    { name: 'details that are a list', input: { details: [], type: 'CUSTOM' }, path: 'details' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('customAssistantDetailsSchema', customAssistantDetailsSchema, {
  valid: [
    {
      name: 'a name and a chat model, with defaults',
      input: { name: ' Helper ', chatModel: { name: 'chatOpenAI', inputs: { modelName: 'gpt-4o' } } },
      output: {
        name: 'Helper',
        description: '',
        instruction: '',
        chatModel: { name: 'chatOpenAI', inputs: { modelName: 'gpt-4o' } },
        tools: [],
        documentStores: [],
      },
    },
  ],
  invalid: [
    {
      name: 'no chat model name',
      input: { name: 'H', chatModel: { name: '', inputs: {} } },
      path: 'chatModel.name',
      message: 'Choose a chat model',
    },
    {
      name: 'a blank name',
      input: { name: '', chatModel: { name: 'm', inputs: {} } },
      path: 'name',
      message: 'Assistant name is required',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('openAiAssistantDetailsSchema', openAiAssistantDetailsSchema, {
  valid: [
    {
      name: 'a name and model, with defaults',
      input: { name: 'A', model: 'gpt-4o', temperature: 1 },
      output: { name: 'A', model: 'gpt-4o', temperature: 1, description: '', instructions: '', tools: [] },
    },
  ],
  invalid: [
    { name: 'a temperature over 2', input: { name: 'A', model: 'm', temperature: 3 }, path: 'temperature' },
    { name: 'an unknown tool', input: { name: 'A', model: 'm', tools: ['browser'] }, path: 'tools.0' },
    { name: 'no model', input: { name: 'A', model: '' }, path: 'model', message: 'Choose a model' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('filesListQuerySchema', filesListQuerySchema, {
  valid: [
    { name: 'nothing (first page of 50)', input: {}, output: { page: 1, limit: 50 } },
    {
      name: 'a search, trimmed',
      input: { search: ' a.pdf ', page: '2' },
      output: { search: 'a.pdf', page: 2, limit: 50 },
    },
  ],
  invalid: [
    { name: 'page 0', input: { page: '0' }, path: 'page', message: 'page starts at 1' },
    { name: 'a limit over 200', input: { limit: '201' }, path: 'limit', message: 'limit is at most 200' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('fileDeleteQuerySchema', fileDeleteQuerySchema, {
  valid: [{ name: 'confirm=true', input: { confirm: 'true' } }],
  invalid: [{ name: 'confirm=1', input: { confirm: '1' }, path: 'confirm' }],
  unknownKeys: 'stripped',
});

describeSchema('addOutboundAccessEntryRequestSchema', addOutboundAccessEntryRequestSchema, {
  valid: [
    {
      name: 'a host and a note, trimmed',
      input: { entry: ' db.internal ', note: ' the db ' },
      output: { entry: 'db.internal', note: 'the db' },
    },
    { name: 'a range without a note', input: { entry: '10.0.0.0/8' } },
  ],
  invalid: [
    { name: 'no entry', input: {}, path: 'entry', message: 'Entry is required' },
    { name: 'a blank entry', input: { entry: '  ' }, path: 'entry', message: 'Entry is required' },
    {
      name: 'an entry over 253 characters',
      input: { entry: 'h'.repeat(254) },
      path: 'entry',
      message: 'An entry is at most 253 characters',
    },
    {
      name: 'a note over 500 characters',
      input: { entry: 'h', note: 'n'.repeat(501) },
      path: 'note',
      message: 'A note is at most 500 characters',
    },
  ],
  unknownKeys: 'stripped',
});

describe('tool schema rows', () => {
  it('accept numeric and text ids, as Flowise numbers its rows', () => {
    const parsed = createToolRequestSchema.parse({
      name: 't',
      description: 'x',
      schema: [
        { id: 0, property: 'a', type: 'string' },
        { id: 'b', property: 'b', type: 'date' },
      ],
    });
    expect(parsed.schema?.map((row) => row.id)).toEqual([0, 'b']);
  });
});
