// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import {
  CHAT_MODEL_BASE_CLASSES,
  CHAT_MODEL_CATEGORY,
  allowImageUploadsParam,
  cacheParam,
  credentialParam,
  numberParam,
  streamingParam,
  temperatureParam,
} from './chat-model.params.ts';

/**
 * Ollama (Chat Models): open models served by Ollama. The model name is free text, as in Flowise; the
 * `listModels` load method offers the server's installed models (`/api/tags`).
 */
export const chatOllama = defineNode({
  label: 'Ollama',
  name: 'chatOllama',
  version: 5.0,
  type: 'ChatOllama',
  category: CHAT_MODEL_CATEGORY,
  description: 'Chat with open models served by Ollama',
  baseClasses: ['ChatOllama', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['ollamaApi'], true),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    { label: 'Base URL', name: 'baseUrl', type: 'string', default: 'http://localhost:11434' },
    { label: 'Model Name', name: 'modelName', type: 'string', placeholder: 'llama2' },
    { ...temperatureParam, description: 'Higher values answer more creatively (Ollama default 0.8).' },
    streamingParam,
    allowImageUploadsParam,
    {
      label: 'Think',
      name: 'think',
      type: 'boolean',
      description: 'Let reasoning models think before answering.',
      default: false,
      optional: true,
    },
    {
      label: 'JSON Mode',
      name: 'jsonMode',
      type: 'boolean',
      description: 'Make the model answer with JSON only (say so in the system prompt as well).',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Keep Alive',
      name: 'keepAlive',
      type: 'string',
      description: 'How long the model stays loaded after a request, e.g. "10m" or "24h".',
      default: '5m',
      optional: true,
      additionalParams: true,
    },
    numberParam('Top P', 'topP', 0.1, 'Nucleus sampling, with Top K (Ollama default 0.9).'),
    numberParam('Top K', 'topK', 1, 'Sample among the k most probable tokens (Ollama default 40).'),
    numberParam('Mirostat', 'mirostat', 1, 'Mirostat sampling: 0 off, 1 Mirostat, 2 Mirostat 2.0.'),
    numberParam('Mirostat ETA', 'mirostatEta', 0.1, 'Mirostat learning rate (default 0.1).'),
    numberParam(
      'Mirostat TAU',
      'mirostatTau',
      0.1,
      'Mirostat balance of coherence and diversity (default 5.0).',
    ),
    numberParam('Context Window Size', 'numCtx', 1, 'Tokens of context (Ollama default 2048).'),
    numberParam('Number of GQA groups', 'numGqa', 1, 'Grouped-query attention groups (older Ollama models).'),
    numberParam('Number of GPU', 'numGpu', 1, 'Layers sent to the GPU(s); 0 turns the GPU off.'),
    numberParam('Number of Thread', 'numThread', 1, 'CPU threads; best set to the physical core count.'),
    numberParam(
      'Repeat Last N',
      'repeatLastN',
      1,
      'How far back repetition is checked (0 off, -1 the context).',
    ),
    numberParam(
      'Repeat Penalty',
      'repeatPenalty',
      0.1,
      'How strongly repetition is penalised (default 1.1).',
    ),
    {
      label: 'Stop Sequence',
      name: 'stop',
      type: 'string',
      rows: 4,
      placeholder: 'AI assistant:',
      description: 'Texts at which the model stops, separated by commas.',
      optional: true,
      additionalParams: true,
    },
    numberParam('Tail Free Sampling', 'tfsZ', 0.1, 'Lowers the weight of unlikely tokens; 1.0 turns it off.'),
  ],
});
