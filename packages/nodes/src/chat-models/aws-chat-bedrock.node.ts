// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { awsRegionParam, bedrockEndpointHostParam } from './aws-regions.ts';
import {
  CHAT_MODEL_BASE_CLASSES,
  CHAT_MODEL_CATEGORY,
  allowImageUploadsParam,
  cacheParam,
  streamingParam,
} from './chat-model.params.ts';

/** AWS Bedrock (Chat Models): Bedrock's models through the Converse API, signed with SigV4. */
export const awsChatBedrock = defineNode({
  label: 'AWS Bedrock',
  name: 'awsChatBedrock',
  version: 6.1,
  type: 'AWSChatBedrock',
  category: CHAT_MODEL_CATEGORY,
  description: 'AWS Bedrock models (Anthropic Claude, Amazon Nova, Llama, Mistral…) through the Converse API',
  baseClasses: ['AWSChatBedrock', 'ChatBedrockConverse', ...CHAT_MODEL_BASE_CLASSES],
  credential: {
    label: 'AWS Credential',
    name: 'credential',
    type: 'credential',
    credentialNames: ['awsApi'],
    optional: true,
  },
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    awsRegionParam,
    {
      label: 'Model Name',
      name: 'model',
      type: 'asyncOptions',
      loadMethod: 'listModels',
      default: 'anthropic.claude-haiku-4-5-20251001-v1:0',
      optional: true,
    },
    {
      label: 'Custom Model ARN',
      name: 'customModel',
      description:
        'For imported, fine-tuned, or provisioned-throughput models (the full ARN), or a cross-region inference profile id. Overrides Model Name.',
      placeholder: 'arn:aws:bedrock:us-east-1:123456:provisioned-model/my-model',
      type: 'string',
      optional: true,
    },
    bedrockEndpointHostParam,
    streamingParam,
    allowImageUploadsParam,
    {
      label: 'Temperature',
      name: 'temperature',
      type: 'number',
      step: 0.1,
      description:
        'Temperature parameter may not apply to certain model. Please check available model parameters',
      optional: true,
      additionalParams: true,
      default: 0.7,
    },
    {
      label: 'Max Tokens to Sample',
      name: 'max_tokens_to_sample',
      type: 'number',
      step: 10,
      description:
        'Max Tokens parameter may not apply to certain model. Please check available model parameters',
      optional: true,
      additionalParams: true,
      default: 200,
    },
    {
      label: 'Latency Optimized',
      name: 'latencyOptimized',
      type: 'boolean',
      description: 'Latency-optimized inference, for the models that offer it.',
      default: false,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Use Global Inference Endpoint',
      name: 'useGlobalEndpoint',
      type: 'boolean',
      description:
        'Send the request to the global cross-region inference profile of the model (global.<model id>), which Bedrock routes across regions.',
      default: false,
      optional: true,
      additionalParams: true,
    },
  ],
});
