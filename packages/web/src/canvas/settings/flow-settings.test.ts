import { describe, expect, it } from 'vitest';
import {
  FLOW_SETTINGS_MESSAGES,
  flowSettingsUpdate,
  overrideNodesFor,
  overrideVariablesFor,
  readFlowSettings,
  validateFlowSettings,
} from './flow-settings.ts';
import type { FlowSettings } from './flow-settings.ts';

const blank = readFlowSettings(null, null);
const settings = (patch: Partial<FlowSettings>): FlowSettings => ({ ...blank, ...patch });

describe('flow settings', () => {
  it('reads Flowise-saved settings, including starter prompts keyed by position', () => {
    const read = readFlowSettings(
      JSON.stringify({
        allowedOrigins: ['https://a.example'],
        allowedOriginsError: 'Nope',
        starterPrompts: { 0: { prompt: 'Hello' }, 1: { prompt: 'Help me' } },
        botMessage: { backgroundColor: '#fff' },
      }),
      JSON.stringify({
        rateLimit: { status: true, limitMax: '5', limitDuration: 60, limitMsg: 'Slow down' },
        overrideConfig: {
          status: true,
          nodes: { 'LLM 0': [{ label: 'Model', name: 'llmModel', type: 'asyncOptions', enabled: true }] },
          variables: [{ id: 'v1', name: 'region', type: 'static', enabled: true }],
        },
      }),
    );
    expect(read).toEqual({
      overrideStatus: true,
      overrideNodes: { 'LLM 0': [{ label: 'Model', name: 'llmModel', type: 'asyncOptions', enabled: true }] },
      overrideVariables: [{ id: 'v1', name: 'region', type: 'static', enabled: true }],
      rateLimitStatus: true,
      limitMax: '5',
      limitDuration: '60',
      limitMsg: 'Slow down',
      allowedOrigins: ['https://a.example'],
      allowedOriginsError: 'Nope',
      starterPrompts: ['Hello', 'Help me'],
      chatFeedbackStatus: false,
      leadsStatus: false,
      leadsTitle: '',
      leadsName: false,
      leadsEmail: false,
      leadsPhone: false,
      leadsSuccessMessage: '',
      fileUploadStatus: false,
      allowedFileTypes: blank.allowedFileTypes,
      followUp: { status: false, selectedProvider: '', providers: {} },
    });
    expect(readFlowSettings('not json', '[1]', '{oops')).toEqual(blank);
  });

  it('reads the API configuration as the server enforces it (core schema)', () => {
    const read = readFlowSettings(
      null,
      JSON.stringify({
        rateLimit: { status: 'true', limitMax: 3, limitDuration: '60' },
        overrideConfig: { status: 'true', nodes: { A: [{ name: 'temperature', enabled: true }] } },
      }),
    );
    // A Flowise file's switch as text is on: the server limits such a flow.
    expect([read.rateLimitStatus, read.limitMax, read.limitDuration, read.limitMsg]).toEqual([
      true,
      '3',
      '60',
      '',
    ]);
    // Overrides pass only when switched on by `true`; the choices are kept to show.
    expect(read.overrideStatus).toBe(false);
    expect(read.overrideNodes).toEqual({ A: [{ label: '', name: 'temperature', type: '', enabled: true }] });
  });

  it.each<[string, Partial<FlowSettings>, Record<string, string>]>([
    [
      'a rate limit with a zero, a fraction and no message',
      { rateLimitStatus: true, limitMax: '0', limitDuration: '1.5', limitMsg: ' ' },
      {
        limitMax: FLOW_SETTINGS_MESSAGES.limitMax,
        limitDuration: FLOW_SETTINGS_MESSAGES.limitDuration,
        limitMsg: FLOW_SETTINGS_MESSAGES.limitMsg,
      },
    ],
    [
      'a negative limit',
      { rateLimitStatus: true, limitMax: '-3', limitDuration: '60', limitMsg: 'Wait' },
      { limitMax: 'Message limit must be a whole number greater than 0' },
    ],
    [
      'origins that are not a scheme and host',
      {
        allowedOrigins: [
          'https://ok.example',
          'example.com',
          'ftp://files.example',
          'https://a.example/path',
        ],
      },
      {
        'allowedOrigins.1':
          '"example.com" is not a valid origin: use the scheme and host, such as https://example.com',
        'allowedOrigins.2': FLOW_SETTINGS_MESSAGES.origin('ftp://files.example'),
        'allowedOrigins.3': FLOW_SETTINGS_MESSAGES.origin('https://a.example/path'),
      },
    ],
  ])('refuses %s with a message per field', (_case, patch, expected) => {
    expect(validateFlowSettings(settings(patch))).toEqual(expected);
  });

  it('accepts a disabled rate limit with empty fields, blank origin rows and ports', () => {
    expect(
      validateFlowSettings(
        settings({
          rateLimitStatus: false,
          allowedOrigins: ['', 'http://localhost:3000', 'https://a.example/'],
        }),
      ),
    ).toEqual({});
  });

  it('saves in Flowise shapes and keeps the chatbot keys it does not edit', () => {
    const update = flowSettingsUpdate(
      settings({
        rateLimitStatus: true,
        limitMax: '5',
        limitDuration: '60',
        limitMsg: 'Slow down',
        allowedOrigins: [' https://a.example/ ', ''],
        allowedOriginsError: 'Not here',
        starterPrompts: ['Hello', '  ', 'Help'],
        overrideStatus: false,
      }),
      JSON.stringify({ botMessage: { backgroundColor: '#fff' }, starterPrompts: { 0: { prompt: 'Old' } } }),
      JSON.stringify({ somethingElse: 1 }),
    );
    expect(JSON.parse(update.chatbotConfig)).toEqual({
      botMessage: { backgroundColor: '#fff' },
      allowedOrigins: ['https://a.example'],
      allowedOriginsError: 'Not here',
      starterPrompts: { 0: { prompt: 'Hello' }, 1: { prompt: 'Help' } },
    });
    expect(JSON.parse(update.apiConfig)).toEqual({
      somethingElse: 1,
      rateLimit: { status: true, limitMax: '5', limitDuration: '60', limitMsg: 'Slow down' },
      overrideConfig: { status: false },
    });
  });

  it('offers the parameters of the flow nodes by label, keeping earlier choices, and the variables', () => {
    const nodes = [
      {
        data: {
          name: 'llmAgentflow',
          label: 'LLM 0',
          inputParams: [
            { name: 'llmModel', label: 'Model', type: 'asyncOptions' },
            { name: 'llmMessages', label: 'Messages', type: 'array' },
            { name: 'credential', label: 'Credential', type: 'credential' },
            { name: 'apiKey', label: 'Key', type: 'password' },
          ],
        },
      },
      {
        data: {
          name: 'stickyNoteAgentflow',
          label: 'Note',
          inputParams: [{ name: 'note', label: 'N', type: 'string' }],
        },
      },
      { data: { name: 'startAgentflow', label: 'Start', inputParams: [] } },
    ];
    const saved = {
      'LLM 0': [{ label: 'Model', name: 'llmModel', type: 'asyncOptions', enabled: true }],
      Gone: [],
    };
    expect(overrideNodesFor(nodes, saved)).toEqual({
      'LLM 0': [
        { label: 'Model', name: 'llmModel', type: 'asyncOptions', enabled: true },
        { label: 'Messages', name: 'llmMessages', type: 'array', enabled: false },
      ],
    });
    const variables = [
      { id: 'v1', name: 'region', type: 'static' },
      { id: 'v2', name: 'tier', type: 'runtime' },
    ];
    expect(
      overrideVariablesFor(variables, [{ id: 'v2', name: 'tier', type: 'runtime', enabled: true }]),
    ).toEqual([
      { id: 'v1', name: 'region', type: 'static', enabled: false },
      { id: 'v2', name: 'tier', type: 'runtime', enabled: true },
    ]);
  });
});
