// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { CHAT_MODEL_BASE_CLASSES, CHAT_MODEL_CATEGORY, credentialParam } from './chat-model.params.ts';

/** Cloudflare Workers AI (Chat Models): models run on Cloudflare's network, or through an AI Gateway. */
export const chatCloudflareWorkersAI = defineNode({
  label: 'Cloudflare Workers AI',
  name: 'chatCloudflareWorkersAI',
  version: 1.0,
  type: 'ChatCloudflareWorkersAI',
  category: CHAT_MODEL_CATEGORY,
  description: 'Chat models of Cloudflare Workers AI through its OpenAI-compatible API',
  baseClasses: ['ChatCloudflareWorkersAI', 'SimpleChatModel', ...CHAT_MODEL_BASE_CLASSES],
  credential: credentialParam(['cloudflareApi']),
  loadMethods: ['listModels'],
  inputs: [
    {
      label: 'Model',
      name: 'model',
      type: 'string',
      default: '@cf/meta/llama-3.1-8b-instruct-fast',
      description: 'Model to use, e.g. @cf/meta/llama-3.1-8b-instruct-fast',
    },
    {
      label: 'Base URL',
      name: 'baseUrl',
      type: 'string',
      description:
        'Another address for Workers AI: an AI Gateway (https://gateway.ai.cloudflare.com/v1/{account}/{gateway}/workers-ai) or a proxy. Defaults to https://api.cloudflare.com/client/v4/accounts/{account}/ai/v1',
      optional: true,
      additionalParams: true,
    },
  ],
});
