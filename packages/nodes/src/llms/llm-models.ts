import { BEDROCK_CHAT_MODELS } from '../chat-models/model-lists/bedrock.models.ts';
import { COHERE_CHAT_MODELS } from '../chat-models/model-lists/cohere.models.ts';
import { GOOGLE_VERTEX_CHAT_MODELS } from '../chat-models/model-lists/google-vertex.models.ts';

/** OpenAI's models on the completions API (the LLM node's picker when the API's list is not read). */
export const OPENAI_LLM_MODELS: readonly string[] = ['gpt-3.5-turbo-instruct', 'davinci-002', 'babbage-002'];

/** The completions models Azure OpenAI deploys (its picker; the deployment named in the credential answers). */
export const AZURE_OPENAI_LLM_MODELS: readonly string[] = [
  'gpt-35-turbo-instruct',
  'davinci-002',
  'babbage-002',
  'text-davinci-003',
];

/** The LLM nodes' shipped model lists, by node name. */
export const LLM_MODEL_LISTS: Readonly<Record<string, readonly string[]>> = {
  openAI: OPENAI_LLM_MODELS,
  azureOpenAI: AZURE_OPENAI_LLM_MODELS,
  // Answered through the provider's chat API: its chat models.
  cohere: COHERE_CHAT_MODELS.map((model) => model.name),
  awsBedrock: BEDROCK_CHAT_MODELS.map((model) => model.name),
  googlevertexai: GOOGLE_VERTEX_CHAT_MODELS.filter((model) => model.name.startsWith('gemini')).map(
    (model) => model.name,
  ),
};
