import { describe, expect, it } from 'vitest';
import { CHATBOT_FEATURE_MESSAGES, UPLOAD_FILE_TYPES } from './chatbot-features.ts';
import { flowSettingsUpdate, readFlowSettings, validateFlowSettings } from './flow-settings.ts';
import type { FlowSettings } from './flow-settings.ts';
import { DEFAULT_FOLLOW_UP_PROMPT, FOLLOW_UP_MESSAGES } from './follow-up-prompts.ts';

const blank = readFlowSettings(null, null, null);
const settings = (patch: Partial<FlowSettings>): FlowSettings => ({ ...blank, ...patch });

describe('chat feature settings', () => {
  it('reads Flowise-saved feedback, leads, file upload and follow-up prompts', () => {
    const read = readFlowSettings(
      JSON.stringify({
        chatFeedback: { status: true },
        leads: { status: true, title: 'Hi', name: true, email: true, phone: false, successMessage: 'Thanks' },
        fullFileUpload: { status: true, allowedUploadFileTypes: 'text/csv,application/pdf' },
      }),
      null,
      JSON.stringify({
        status: true,
        selectedProvider: 'chatAnthropic',
        chatAnthropic: {
          credentialId: 'c1',
          modelName: 'claude-3-5-haiku',
          prompt: 'P {history}',
          temperature: '0.5',
        },
      }),
    );
    expect(read).toMatchObject({
      chatFeedbackStatus: true,
      leadsStatus: true,
      leadsTitle: 'Hi',
      leadsName: true,
      leadsEmail: true,
      leadsPhone: false,
      leadsSuccessMessage: 'Thanks',
      fileUploadStatus: true,
      allowedFileTypes: ['text/csv', 'application/pdf'],
      followUp: {
        status: true,
        selectedProvider: 'chatAnthropic',
        providers: {
          chatAnthropic: {
            credentialId: 'c1',
            modelName: 'claude-3-5-haiku',
            baseUrl: '',
            prompt: 'P {history}',
            temperature: '0.5',
          },
        },
      },
    });
    // Flowise allows every listed type when none were saved.
    expect(blank.allowedFileTypes).toEqual(UPLOAD_FILE_TYPES.map((type) => type.mime));
  });

  it('refuses lead capture without fields, uploads without types and incomplete follow-up providers', () => {
    expect(
      validateFlowSettings(
        settings({
          leadsStatus: true,
          fileUploadStatus: true,
          allowedFileTypes: [],
          followUp: { status: true, selectedProvider: '', providers: {} },
        }),
      ),
    ).toEqual({
      leadsFields: CHATBOT_FEATURE_MESSAGES.leadsFields,
      allowedFileTypes: CHATBOT_FEATURE_MESSAGES.allowedFileTypes,
      followUpProvider: FOLLOW_UP_MESSAGES.provider,
    });
    const openAi = {
      status: true,
      selectedProvider: 'chatOpenAI',
      providers: {
        chatOpenAI: { credentialId: '', modelName: ' ', baseUrl: '', prompt: '', temperature: '3' },
      },
    };
    expect(validateFlowSettings(settings({ followUp: openAi }))).toEqual({
      followUpCredential: FOLLOW_UP_MESSAGES.credential,
      followUpModel: FOLLOW_UP_MESSAGES.model,
      followUpTemperature: FOLLOW_UP_MESSAGES.temperature,
    });
    const ollama = {
      status: true,
      selectedProvider: 'ollama',
      providers: {
        ollama: { credentialId: '', modelName: 'llama3', baseUrl: 'localhost', prompt: '', temperature: '' },
      },
    };
    expect(validateFlowSettings(settings({ followUp: ollama }))).toEqual({
      followUpBaseUrl: FOLLOW_UP_MESSAGES.baseUrl,
    });
  });

  it('leaves an untouched flow as it was and writes features into what was stored', () => {
    const untouched = flowSettingsUpdate(blank, JSON.stringify({ title: 'Bot' }), null, null);
    expect(JSON.parse(untouched.chatbotConfig)).toEqual({
      title: 'Bot',
      allowedOrigins: [],
      allowedOriginsError: '',
      starterPrompts: {},
    });
    expect(untouched.followUpPrompts).toBeUndefined();

    const stored = JSON.stringify({
      chatFeedback: { status: true, extra: 1 },
      leads: { status: false, custom: 'kept' },
      fullFileUpload: { status: false, pdfFile: { usage: 'perPage' } },
    });
    const update = flowSettingsUpdate(
      settings({
        chatFeedbackStatus: false,
        leadsStatus: true,
        leadsTitle: ' Who are you? ',
        leadsEmail: true,
        fileUploadStatus: true,
        allowedFileTypes: ['text/plain', 'application/json'],
      }),
      stored,
      null,
    );
    expect(JSON.parse(update.chatbotConfig)).toMatchObject({
      chatFeedback: { status: false, extra: 1 },
      leads: {
        status: true,
        custom: 'kept',
        title: 'Who are you?',
        name: false,
        email: true,
        phone: false,
        successMessage: '',
      },
      fullFileUpload: {
        status: true,
        pdfFile: { usage: 'perPage' },
        allowedUploadFileTypes: 'text/plain,application/json',
      },
    });
  });

  it('saves follow-up prompts in Flowise shape, keeping other providers and unknown keys', () => {
    const stored = JSON.stringify({
      status: false,
      selectedProvider: 'groqChat',
      groqChat: { credentialId: 'g1', modelName: 'llama', prompt: 'x', temperature: 0.2 },
      custom: true,
    });
    const read = readFlowSettings(null, null, stored);
    const update = flowSettingsUpdate(
      settings({
        followUp: {
          ...read.followUp,
          status: true,
          selectedProvider: 'ollama',
          providers: {
            ...read.followUp.providers,
            ollama: {
              credentialId: '',
              modelName: 'llama3.2',
              baseUrl: 'http://127.0.0.1:11434',
              prompt: '',
              temperature: '',
            },
          },
        },
      }),
      JSON.stringify({ title: 'Bot' }),
      null,
      stored,
    );
    expect(JSON.parse(update.followUpPrompts ?? '')).toEqual({
      status: true,
      selectedProvider: 'ollama',
      custom: true,
      groqChat: { credentialId: 'g1', modelName: 'llama', prompt: 'x', temperature: 0.2 },
      ollama: {
        modelName: 'llama3.2',
        baseUrl: 'http://127.0.0.1:11434',
        prompt: DEFAULT_FOLLOW_UP_PROMPT,
        temperature: 0.7,
      },
    });
    expect(JSON.parse(update.chatbotConfig)).toMatchObject({
      title: 'Bot',
      followUpPrompts: { status: true },
    });
  });
});
