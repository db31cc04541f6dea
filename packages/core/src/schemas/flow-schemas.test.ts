import { describe, expect, it } from 'vitest';
import { chatbotConfigSchema } from './chatbot-config.ts';
import {
  chatflowListQuerySchema,
  createChatflowRequestSchema,
  EMPTY_FLOW_DATA,
  updateChatflowRequestSchema,
} from './chatflow.ts';
import {
  deleteExecutionsRequestSchema,
  executionListQuerySchema,
  updateExecutionRequestSchema,
} from './execution.ts';
import { exportBundleSchema, exportRequestSchema } from './export-import.ts';
import { saveCustomTemplateRequestSchema } from './marketplace.ts';
import { nodeLoadMethodRequestSchema } from './node.ts';
import { describeSchema } from './schema-cases.test-support.ts';

// Flow requests: flows and their settings, executions, export and import, custom templates and node load
// methods. Chat messages, feedback and leads: chat-schemas.test.ts.

const flowData = '{"nodes":[],"edges":[]}';

describeSchema('createChatflowRequestSchema', createChatflowRequestSchema, {
  valid: [
    {
      name: 'a name alone (empty canvas, CHATFLOW)',
      input: { name: ' Support ' },
      output: { name: 'Support', flowData: EMPTY_FLOW_DATA, type: 'CHATFLOW' },
    },
    {
      name: "Flowise's save body, flowData kept byte for byte",
      input: {
        name: 'Agent',
        flowData: '{ "nodes": [] }',
        type: 'AGENTFLOW',
        deployed: false,
        isPublic: false,
      },
    },
    {
      name: 'flowData and settings as objects, stored as their text',
      input: {
        name: 'Bot',
        flowData: { nodes: [], edges: [] },
        chatbotConfig: { title: 'Hi' },
        followUpPrompts: null,
      },
      output: {
        name: 'Bot',
        flowData: '{"nodes":[],"edges":[]}',
        type: 'CHATFLOW',
        chatbotConfig: '{"title":"Hi"}',
        followUpPrompts: null,
      },
    },
  ],
  invalid: [
    { name: 'a blank name', input: { name: ' ' }, path: 'name', message: 'Name is required' },
    {
      name: 'a name over 255 characters',
      input: { name: 'n'.repeat(256) },
      path: 'name',
      message: 'Name is too long',
    },
    {
      name: 'an unknown type',
      input: { name: 'Bot', type: 'WORKFLOW' },
      path: 'type',
      message: 'type must be CHATFLOW, MULTIAGENT, AGENTFLOW or ASSISTANT',
    },
    {
      name: 'flowData that is a number',
      input: { name: 'Bot', flowData: 3 },
      path: 'flowData',
      message: 'flowData must be the JSON text (or object) of {nodes, edges, viewport}',
    },
    {
      name: 'a category over 1,000 characters',
      input: { name: 'Bot', category: 'c'.repeat(1001) },
      path: 'category',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('updateChatflowRequestSchema', updateChatflowRequestSchema, {
  valid: [
    { name: 'nothing (a no-op save)', input: {} },
    {
      name: 'the editor’s version and overwrite',
      input: { flowData, updatedDate: '2026-01-01T00:00:00.000Z', overwrite: true },
    },
    { name: 'settings cleared with null', input: { apiConfig: null, apikeyid: null, category: null } },
  ],
  invalid: [
    {
      name: 'an updatedDate over 64 characters',
      input: { updatedDate: 'd'.repeat(65) },
      path: 'updatedDate',
    },
    { name: 'overwrite as text', input: { overwrite: 'true' }, path: 'overwrite' },
  ],
  unknownKeys: 'stripped',
});

describe('updateChatflowRequestSchema with a whole Flowise row', () => {
  it('keeps the fields it knows and drops id, workspace and creation date', () => {
    const parsed = updateChatflowRequestSchema.parse({
      id: 'f1',
      name: 'Bot',
      flowData,
      workspaceId: 'w1',
      createdDate: '2026-01-01T00:00:00.000Z',
      updatedDate: '2026-01-02T00:00:00.000Z',
    });
    expect(parsed).toEqual({ name: 'Bot', flowData, updatedDate: '2026-01-02T00:00:00.000Z' });
  });
});

describeSchema('chatflowListQuerySchema', chatflowListQuerySchema, {
  valid: [
    { name: 'no filter', input: {} },
    {
      name: 'a page of agentflows sorted by name',
      input: { type: 'AGENTFLOW', page: '2', limit: '25', search: 'bot', sort: 'name', order: 'asc' },
      output: { type: 'AGENTFLOW', page: 2, limit: 25, search: 'bot', sort: 'name', order: 'asc' },
    },
  ],
  invalid: [
    {
      name: 'a page that is no number',
      input: { page: 'x' },
      path: 'page',
      message: 'page must be a number',
    },
    { name: 'a negative limit', input: { limit: '-1' }, path: 'limit', message: 'limit cannot be negative' },
    { name: 'a limit over 1000', input: { limit: '1001' }, path: 'limit', message: 'limit is at most 1000' },
    {
      name: 'a fractional page',
      input: { page: '1.5' },
      path: 'page',
      message: 'page must be a whole number',
    },
    {
      name: 'an unknown sort',
      input: { sort: 'id' },
      path: 'sort',
      message: 'sort must be name, updatedDate or createdDate',
    },
    { name: 'an unknown order', input: { order: 'up' }, path: 'order', message: 'order must be asc or desc' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('chatbotConfigSchema', chatbotConfigSchema, {
  valid: [
    {
      name: "Flowise's starter prompts keyed by index",
      input: {
        title: 'Bot',
        starterPrompts: { '0': { prompt: 'Hi' } },
        leads: { status: true, email: true },
      },
    },
    {
      name: 'fields of newer widget versions, kept',
      input: { title: 'Bot', botMessage: { showAvatar: true, avatarSize: 40 } },
    },
  ],
  invalid: [
    { name: 'a font size under 6', input: { fontSize: 2 }, path: 'fontSize' },
    {
      name: 'a starter prompt without text',
      input: { starterPrompts: { '0': {} } },
      path: 'starterPrompts.0.prompt',
    },
    { name: 'allowedOrigins as text', input: { allowedOrigins: 'https://a.io' }, path: 'allowedOrigins' },
  ],
  unknownKeys: 'kept',
});

describeSchema('executionListQuerySchema', executionListQuerySchema, {
  valid: [
    { name: 'nothing (first page of 12)', input: {}, output: { page: 1, limit: 12 } },
    {
      name: 'filters, dates normalised',
      input: { agentflowId: 'f1', state: 'TIMEOUT', startDate: '2026-01-01', summary: 'true', page: '2' },
      output: {
        agentflowId: 'f1',
        state: 'TIMEOUT',
        startDate: '2026-01-01T00:00:00.000Z',
        summary: 'true',
        page: 2,
        limit: 12,
      },
    },
  ],
  invalid: [
    {
      name: 'an unknown state',
      input: { state: 'DONE' },
      path: 'state',
      message: 'state must be INPROGRESS, FINISHED, ERROR, TERMINATED, STOPPED or TIMEOUT',
    },
    {
      name: 'a date that is no date',
      input: { endDate: 'yesterday' },
      path: 'endDate',
      message: 'endDate must be a date',
    },
    { name: 'page 0', input: { page: '0' }, path: 'page', message: 'page starts at 1' },
    {
      name: 'summary as 1',
      input: { summary: '1' },
      path: 'summary',
      message: 'summary must be true or false',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('updateExecutionRequestSchema', updateExecutionRequestSchema, {
  valid: [{ name: 'sharing it', input: { isPublic: true } }],
  invalid: [{ name: 'isPublic as text', input: { isPublic: 'yes' }, path: 'isPublic' }],
  unknownKeys: 'stripped',
});

describeSchema('deleteExecutionsRequestSchema', deleteExecutionsRequestSchema, {
  valid: [{ name: 'ids', input: { executionIds: ['e1', 'e2'] } }],
  invalid: [
    {
      name: 'an empty list',
      input: { executionIds: [] },
      path: 'executionIds',
      message: 'executionIds must name at least one execution',
    },
    {
      name: 'a single id',
      input: { executionIds: 'e1' },
      path: 'executionIds',
      message: 'executionIds must be a list of execution ids',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('exportRequestSchema', exportRequestSchema, {
  valid: [
    { name: 'some of the 13 flags', input: { chatflow: true, tool: false, chat_message: true } },
    { name: 'none', input: {} },
  ],
  invalid: [{ name: 'a flag as text', input: { chatflow: 'yes' }, path: 'chatflow' }],
  unknownKeys: 'refused',
});

describeSchema('exportBundleSchema', exportBundleSchema, {
  valid: [
    {
      name: 'lists of rows under the bundle keys',
      input: { ChatFlow: [{ id: 'f1', name: 'Bot' }], Tool: [] },
    },
  ],
  invalid: [
    { name: 'a key that is no list', input: { ChatFlow: { id: 'f1' } }, path: 'ChatFlow' },
    { name: 'a row that is no object', input: { Variable: ['x'] }, path: 'Variable.0' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('saveCustomTemplateRequestSchema', saveCustomTemplateRequestSchema, {
  valid: [
    {
      name: 'a flow, with defaults',
      input: { name: ' Support ', chatflowId: 'f1' },
      output: { name: 'Support', chatflowId: 'f1', description: '', usecases: [] },
    },
    {
      name: 'a tool with use cases and a badge',
      input: {
        name: 'Weather',
        tool: { name: 'get_weather', description: 'd' },
        usecases: ['Ops'],
        badge: 'NEW',
        description: 'x',
      },
    },
  ],
  invalid: [
    {
      name: 'both a flow and a tool',
      input: { name: 'T', chatflowId: 'f1', tool: { name: 't', description: '' } },
      path: '',
      message: 'Send either chatflowId (a flow) or tool (a tool) to save as a template',
    },
    {
      name: 'neither',
      input: { name: 'T' },
      path: '',
      message: 'Send either chatflowId (a flow) or tool (a tool) to save as a template',
    },
    {
      name: 'a blank name',
      input: { name: '', chatflowId: 'f1' },
      path: 'name',
      message: 'Template name is required',
    },
    {
      name: 'more than 20 use cases',
      input: { name: 'T', chatflowId: 'f1', usecases: Array.from({ length: 21 }, (_, index) => `u${index}`) },
      path: 'usecases',
      message: 'At most 20 use cases',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('nodeLoadMethodRequestSchema', nodeLoadMethodRequestSchema, {
  valid: [
    {
      name: "Flowise's body: the node's data with loadMethod, previous and current nodes",
      input: {
        loadMethod: 'listModels',
        inputs: { modelName: 'gpt' },
        label: 'ChatOpenAI',
        previousNodes: [{ id: 'n0', name: 'x', extra: 1 }],
        currentNode: { id: 'n1', inputs: {} },
      },
    },
  ],
  invalid: [
    { name: 'no load method', input: { inputs: {} }, path: 'loadMethod' },
    {
      name: 'an empty load method',
      input: { loadMethod: '' },
      path: 'loadMethod',
      message: 'loadMethod is required',
    },
    {
      name: 'credential names that are no list',
      input: { loadMethod: 'm', credentialNames: 'openAIApi' },
      path: 'credentialNames',
    },
  ],
  unknownKeys: 'kept',
});
