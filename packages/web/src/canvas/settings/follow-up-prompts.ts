import { isRecord, parseJsonObject } from '@loomflow/core';

/**
 * The flow's `followUpPrompts` column in Flowise's shape:
 * `{status, selectedProvider, <provider>: {credentialId, modelName, baseUrl?, prompt, temperature}}`. Settings of
 * providers not selected are kept, so switching back restores them.
 */

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

export interface FollowUpProvider {
  /** Flowise's key (`selectedProvider` and the settings' key). */
  readonly key: string;
  readonly label: string;
  /** The credential type to pick from; Ollama needs none (a base URL instead). */
  readonly credentialName: string | null;
  /** The chat model node whose `listModels` suggests model names. */
  readonly modelNode: string;
  readonly defaultTemperature: string;
}

export const FOLLOW_UP_PROVIDERS: readonly FollowUpProvider[] = [
  {
    key: 'chatOpenAI',
    label: 'OpenAI',
    credentialName: 'openAIApi',
    modelNode: 'chatOpenAI',
    defaultTemperature: '0.9',
  },
  {
    key: 'azureChatOpenAI',
    label: 'Azure OpenAI',
    credentialName: 'azureOpenAIApi',
    modelNode: 'azureChatOpenAI',
    defaultTemperature: '0.9',
  },
  {
    key: 'chatAnthropic',
    label: 'Anthropic Claude',
    credentialName: 'anthropicApi',
    modelNode: 'chatAnthropic',
    defaultTemperature: '0.9',
  },
  {
    key: 'chatGoogleGenerativeAI',
    label: 'Google Gemini',
    credentialName: 'googleGenerativeAI',
    modelNode: 'chatGoogleGenerativeAI',
    defaultTemperature: '0.9',
  },
  {
    key: 'chatMistralAI',
    label: 'Mistral AI',
    credentialName: 'mistralAIApi',
    modelNode: 'chatMistralAI',
    defaultTemperature: '0.9',
  },
  {
    key: 'groqChat',
    label: 'Groq',
    credentialName: 'groqApi',
    modelNode: 'groqChat',
    defaultTemperature: '0.9',
  },
  {
    key: 'ollama',
    label: 'Ollama',
    credentialName: null,
    modelNode: 'chatOllama',
    defaultTemperature: '0.7',
  },
];

export function followUpProvider(key: string): FollowUpProvider | undefined {
  return FOLLOW_UP_PROVIDERS.find((provider) => provider.key === key);
}

export const DEFAULT_FOLLOW_UP_PROMPT =
  'Given the following conversations: {history}. Please help me predict the three most likely questions that ' +
  'human would ask and keeping each question short and concise.';

/** One provider's settings as edited (text until saved). */
export interface FollowUpProviderDraft {
  readonly credentialId: string;
  readonly modelName: string;
  readonly baseUrl: string;
  readonly prompt: string;
  readonly temperature: string;
}

export interface FollowUpDraft {
  readonly status: boolean;
  readonly selectedProvider: string;
  readonly providers: Readonly<Record<string, FollowUpProviderDraft>>;
}

export function providerDraft(draft: FollowUpDraft, key: string): FollowUpProviderDraft {
  const provider = followUpProvider(key);
  return (
    draft.providers[key] ?? {
      credentialId: '',
      modelName: '',
      baseUrl: key === 'ollama' ? 'http://127.0.0.1:11434' : '',
      prompt: DEFAULT_FOLLOW_UP_PROMPT,
      temperature: provider?.defaultTemperature ?? '0.9',
    }
  );
}

/** The column's text read leniently (unreadable: off, nothing chosen). */
export function readFollowUp(textValue: string | null): FollowUpDraft {
  const config = (textValue ? parseJsonObject(textValue) : undefined) ?? {};
  const providers: Record<string, FollowUpProviderDraft> = {};
  for (const { key } of FOLLOW_UP_PROVIDERS) {
    const settings = config[key];
    if (!isRecord(settings)) continue;
    providers[key] = {
      credentialId: text(settings.credentialId),
      modelName: text(settings.modelName),
      baseUrl: text(settings.baseUrl),
      prompt: text(settings.prompt),
      temperature: text(settings.temperature),
    };
  }
  return {
    status: config.status === true,
    selectedProvider: text(config.selectedProvider),
    providers,
  };
}

export type FollowUpField =
  'followUpProvider' | 'followUpCredential' | 'followUpModel' | 'followUpBaseUrl' | 'followUpTemperature';

export const FOLLOW_UP_MESSAGES = {
  provider: 'Choose the model provider that writes the follow-up prompts',
  credential: 'Choose the credential of the provider',
  model: 'Enter the model name',
  baseUrl: 'Enter the Ollama base URL, such as http://127.0.0.1:11434',
  temperature: 'Temperature must be a number between 0 and 2',
} as const;

export function validateFollowUp(draft: FollowUpDraft): Partial<Record<FollowUpField, string>> {
  const errors: Partial<Record<FollowUpField, string>> = {};
  if (!draft.status) return errors;
  const provider = followUpProvider(draft.selectedProvider);
  if (!provider) {
    errors.followUpProvider = FOLLOW_UP_MESSAGES.provider;
    return errors;
  }
  const settings = providerDraft(draft, provider.key);
  if (provider.credentialName && settings.credentialId.trim() === '')
    errors.followUpCredential = FOLLOW_UP_MESSAGES.credential;
  if (settings.modelName.trim() === '') errors.followUpModel = FOLLOW_UP_MESSAGES.model;
  if (!provider.credentialName && !/^https?:\/\/\S+$/.test(settings.baseUrl.trim()))
    errors.followUpBaseUrl = FOLLOW_UP_MESSAGES.baseUrl;
  const temperature = settings.temperature.trim();
  if (temperature !== '') {
    const value = Number(temperature);
    if (!Number.isFinite(value) || value < 0 || value > 2)
      errors.followUpTemperature = FOLLOW_UP_MESSAGES.temperature;
  }
  return errors;
}

/**
 * The column's new text, merged into what was stored (unknown keys and other providers' settings kept), or
 * undefined when nothing was stored and follow-up prompts stay off.
 */
export function followUpText(draft: FollowUpDraft, stored: string | null): string | undefined {
  const previous = stored ? parseJsonObject(stored) : undefined;
  if (!previous && !draft.status) return undefined;
  const next: Record<string, unknown> = { ...previous, status: draft.status };
  if (draft.selectedProvider !== '') next.selectedProvider = draft.selectedProvider;
  for (const [key, settings] of Object.entries(draft.providers)) {
    const provider = followUpProvider(key);
    const before = previous && isRecord(previous[key]) ? previous[key] : {};
    const temperature = Number(settings.temperature.trim());
    next[key] = {
      ...before,
      ...(provider?.credentialName ? { credentialId: settings.credentialId.trim() } : {}),
      modelName: settings.modelName.trim(),
      ...(provider && !provider.credentialName ? { baseUrl: settings.baseUrl.trim() } : {}),
      prompt: settings.prompt.trim() === '' ? DEFAULT_FOLLOW_UP_PROMPT : settings.prompt,
      temperature:
        settings.temperature.trim() !== '' && Number.isFinite(temperature)
          ? temperature
          : Number(provider?.defaultTemperature ?? '0.9'),
    };
  }
  return JSON.stringify(next);
}
