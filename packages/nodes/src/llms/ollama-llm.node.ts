// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { cacheParam, temperatureParam } from '../chat-models/chat-model.params.ts';
import { LLM_BASE_CLASSES, LLM_CATEGORY, optionalNumber, stopSequenceParam } from './llm.params.ts';

/** Ollama (LLMs): open models served by Ollama, through its generate API (a prompt in, text out). */
export const ollama = defineNode({
  label: 'Ollama',
  name: 'ollama',
  version: 2.1,
  type: 'Ollama',
  category: LLM_CATEGORY,
  description: 'Text completion with open models served by Ollama (its generate API)',
  baseClasses: ['Ollama', 'LLM', ...LLM_BASE_CLASSES],
  inputs: [
    cacheParam,
    { label: 'Base URL', name: 'baseUrl', type: 'string', default: 'http://localhost:11434' },
    { label: 'Model Name', name: 'modelName', type: 'string', placeholder: 'llama2' },
    { ...temperatureParam, description: 'Higher values answer more creatively (Ollama default 0.8).' },
    optionalNumber('Top P', 'topP', 0.1, 'Nucleus sampling, with Top K (Ollama default 0.9).'),
    optionalNumber('Top K', 'topK', 1, 'Sample among the k most probable tokens (Ollama default 40).'),
    optionalNumber('Mirostat', 'mirostat', 1, 'Mirostat sampling: 0 off, 1 Mirostat, 2 Mirostat 2.0.'),
    optionalNumber('Mirostat ETA', 'mirostatEta', 0.1, 'Mirostat learning rate (default 0.1).'),
    optionalNumber(
      'Mirostat TAU',
      'mirostatTau',
      0.1,
      'Mirostat balance of coherence and diversity (default 5.0).',
    ),
    optionalNumber('Context Window Size', 'numCtx', 1, 'Tokens of context (Ollama default 2048).'),
    optionalNumber('Number of GPU', 'numGpu', 1, 'Layers sent to the GPU(s); 0 turns the GPU off.'),
    optionalNumber('Number of Thread', 'numThread', 1, 'CPU threads; best set to the physical core count.'),
    optionalNumber(
      'Repeat Last N',
      'repeatLastN',
      1,
      'How far back repetition is checked (0 off, -1 the context).',
    ),
    optionalNumber(
      'Repeat Penalty',
      'repeatPenalty',
      0.1,
      'How strongly repetition is penalised (default 1.1).',
    ),
    stopSequenceParam,
    optionalNumber(
      'Tail Free Sampling',
      'tfsZ',
      0.1,
      'Lowers the weight of unlikely tokens; 1.0 turns it off.',
    ),
  ],
});
