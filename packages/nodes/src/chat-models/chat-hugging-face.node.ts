// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import {
  CHAT_MODEL_BASE_CLASSES,
  CHAT_MODEL_CATEGORY,
  cacheParam,
  credentialParam,
  numberParam,
} from './chat-model.params.ts';

const MAY_NOT_APPLY = 'parameter may not apply to certain model. Please check available model parameters';

/** HuggingFace (Chat Models): Hugging Face Inference Providers' chat completions, or a dedicated endpoint. */
export const chatHuggingFace = defineNode({
  label: 'HuggingFace',
  name: 'chatHuggingFace',
  version: 3.0,
  type: 'ChatHuggingFace',
  category: CHAT_MODEL_CATEGORY,
  description: 'Wrapper around HuggingFace large language models',
  baseClasses: ['ChatHuggingFace', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['huggingFaceApi']),
  inputs: [
    cacheParam,
    {
      label: 'Model',
      name: 'model',
      type: 'string',
      description:
        'Model name (e.g., deepseek-ai/DeepSeek-V3.2-Exp:novita). If model includes provider (:) or using router endpoint, leave Endpoint blank.',
      placeholder: 'deepseek-ai/DeepSeek-V3.2-Exp:novita',
    },
    {
      label: 'Endpoint',
      name: 'endpoint',
      type: 'string',
      placeholder: 'https://xyz.eu-west-1.aws.endpoints.huggingface.cloud/gpt2',
      description:
        'Custom inference endpoint (optional). Not needed for models with providers (:) or router endpoints. Leave blank to use Inference Providers.',
      optional: true,
    },
    numberParam('Temperature', 'temperature', 0.1, `Temperature ${MAY_NOT_APPLY}`),
    numberParam('Max Tokens', 'maxTokens', 1, `Max Tokens ${MAY_NOT_APPLY}`),
    numberParam('Top Probability', 'topP', 0.1, `Top Probability ${MAY_NOT_APPLY}`),
    numberParam('Top K', 'hfTopK', 0.1, `Top K ${MAY_NOT_APPLY}`),
    numberParam('Frequency Penalty', 'frequencyPenalty', 0.1, `Frequency Penalty ${MAY_NOT_APPLY}`),
    {
      label: 'Stop Sequence',
      name: 'stop',
      type: 'string',
      rows: 4,
      placeholder: 'AI assistant:',
      description: 'Sets the stop sequences to use. Use comma to separate different sequences.',
      optional: true,
      additionalParams: true,
    },
  ],
});
