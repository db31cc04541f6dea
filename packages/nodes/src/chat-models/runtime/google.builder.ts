import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ChatGoogleGenerativeAI, type GoogleGenerativeAIChatInput } from '@langchain/google-genai';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import type { ChatModelBuildOptions } from './chat-model-build-options.ts';
import { ChatModelConfig, ChatModelCredential } from './chat-model-config.ts';
import { CheckedGeminiChatModel } from './checked-gemini-chat-model.ts';

type SafetySettings = NonNullable<GoogleGenerativeAIChatInput['safetySettings']>;

const HARM_CATEGORIES = [
  'HARM_CATEGORY_DANGEROUS_CONTENT',
  'HARM_CATEGORY_HARASSMENT',
  'HARM_CATEGORY_HATE_SPEECH',
  'HARM_CATEGORY_SEXUALLY_EXPLICIT',
  'HARM_CATEGORY_CIVIC_INTEGRITY',
] as const;
const THRESHOLDS = [
  'BLOCK_NONE',
  'BLOCK_ONLY_HIGH',
  'BLOCK_MEDIUM_AND_ABOVE',
  'BLOCK_LOW_AND_ABOVE',
  'HARM_BLOCK_THRESHOLD_UNSPECIFIED',
] as const;

type SafetySetting = SafetySettings[number];

/** Google's enums are string enums whose values are these names: checked at run time, typed by the guard. */
function isHarmCategory(value: string): value is SafetySetting['category'] {
  return HARM_CATEGORIES.some((category) => category === value);
}
function isThreshold(value: string): value is SafetySetting['threshold'] {
  return THRESHOLDS.some((threshold) => threshold === value);
}

/** The safety rows with both columns set, the first row of each category kept. */
function safetySettings(config: ChatModelConfig): SafetySettings {
  const settings: SafetySettings = [];
  const seen = new Set<string>();
  config.rows('safetySettings').forEach((row, index) => {
    const rowConfig = new ChatModelConfig(`${config.label}: safety setting ${index + 1}`, row);
    const category = rowConfig.choice('harmCategory', HARM_CATEGORIES);
    const threshold = rowConfig.choice('harmBlockThreshold', THRESHOLDS);
    if (category === undefined || threshold === undefined || seen.has(category)) return;
    if (!isHarmCategory(category) || !isThreshold(threshold)) return;
    seen.add(category);
    settings.push({ category, threshold });
  });
  return settings;
}

/** Google Gemini (`chatGoogleGenerativeAI`): googleGenerativeAI.googleGenerativeAPIKey. */
export async function buildChatGoogleGenerativeAI(
  config: ChatModelConfig,
  credentials: CredentialReader,
  streaming: boolean,
  options: ChatModelBuildOptions,
): Promise<BaseChatModel> {
  const credential = await ChatModelCredential.read(config, credentials, ['googleGenerativeAI']);
  const model = config.model('customModelName', 'modelName');
  const fields: GoogleGenerativeAIChatInput = {
    model,
    apiKey: credential.required('googleGenerativeAPIKey'),
    streaming,
    streamUsage: true,
  };
  const temperature = config.number('temperature');
  if (temperature !== undefined) fields.temperature = temperature;
  const maxOutputTokens = config.positiveInteger('maxOutputTokens');
  if (maxOutputTokens !== undefined) fields.maxOutputTokens = maxOutputTokens;
  const topP = config.number('topP');
  if (topP !== undefined) fields.topP = topP;
  const topK = config.number('topK');
  if (topK !== undefined) fields.topK = topK;
  const level = config.choice('thinkingLevel', ['LOW', 'MEDIUM', 'HIGH']);
  const budget = config.integer('thinkingBudget');
  if (level !== undefined) fields.thinkingConfig = { thinkingLevel: level, includeThoughts: true };
  else if (budget !== undefined) fields.thinkingConfig = { thinkingBudget: budget, includeThoughts: true };
  const safety = safetySettings(config);
  if (safety.length > 0) fields.safetySettings = safety;
  const baseUrl = config.string('baseUrl');
  if (baseUrl !== undefined) {
    await options.checkBaseUrl(baseUrl, config.label);
    fields.baseUrl = baseUrl;
  }
  return options.fetch
    ? new CheckedGeminiChatModel(fields, options.fetch, config.label)
    : new ChatGoogleGenerativeAI(fields);
}
