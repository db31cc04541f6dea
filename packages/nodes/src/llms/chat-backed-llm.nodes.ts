// Data declared by Flowise 3.x for these node types (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { awsRegionParam, bedrockEndpointHostParam } from '../chat-models/aws-regions.ts';
import { cacheParam, credentialParam } from '../chat-models/chat-model.params.ts';
import { LLM_BASE_CLASSES, LLM_CATEGORY, optionalNumber } from './llm.params.ts';

/** Cohere (LLMs): Cohere's Command models, a prompt in, text out (through Cohere's chat API). */
export const cohere = defineNode({
  label: 'Cohere',
  name: 'cohere',
  version: 3.0,
  type: 'Cohere',
  category: LLM_CATEGORY,
  description: "Text completion with Cohere's Command models",
  baseClasses: ['Cohere', 'LLM', ...LLM_BASE_CLASSES],
  credential: credentialParam(['cohereApi']),
  loadMethods: ['listModels'],
  inputs: [
    cacheParam,
    {
      label: 'Model Name',
      name: 'modelName',
      type: 'asyncOptions',
      loadMethod: 'listModels',
      default: 'command-r7b-12-2024',
    },
    { label: 'Temperature', name: 'temperature', type: 'number', step: 0.1, default: 0.7, optional: true },
    { label: 'Max Tokens', name: 'maxTokens', type: 'number', step: 1, optional: true },
  ],
});

/** HuggingFace Inference (LLMs): a Hugging Face model or dedicated Inference Endpoint, a prompt in, text out. */
export const huggingFaceInference_LLMs = defineNode({
  label: 'HuggingFace Inference',
  name: 'huggingFaceInference_LLMs',
  version: 2.0,
  type: 'HuggingFaceInference',
  category: LLM_CATEGORY,
  description: 'Text completion with models on Hugging Face Inference (or a dedicated endpoint)',
  baseClasses: ['HuggingFaceInference', 'LLM', ...LLM_BASE_CLASSES],
  credential: credentialParam(['huggingFaceApi']),
  inputs: [
    cacheParam,
    { label: 'Model', name: 'model', type: 'string', placeholder: 'gpt2', optional: true },
    {
      label: 'Endpoint',
      name: 'endpoint',
      type: 'string',
      placeholder: 'https://xyz.eu-west-1.aws.endpoints.huggingface.cloud/gpt2',
      description: 'A dedicated Inference Endpoint; the model is then the one it serves.',
      optional: true,
    },
    optionalNumber('Temperature', 'temperature', 0.1),
    optionalNumber('Max Tokens', 'maxTokens', 1),
    optionalNumber('Top Probability', 'topP', 0.1),
    optionalNumber('Top K', 'hfTopK', 0.1),
    optionalNumber('Frequency Penalty', 'frequencyPenalty', 0.1),
  ],
});

/** AWS Bedrock (LLMs): Bedrock's models, a prompt in, text out (the Converse API, signed with SigV4). */
export const awsBedrock = defineNode({
  label: 'AWS Bedrock',
  name: 'awsBedrock',
  version: 4.0,
  type: 'AWSBedrock',
  category: LLM_CATEGORY,
  description: 'Text completion with AWS Bedrock models',
  baseClasses: ['AWSBedrock', 'LLM', ...LLM_BASE_CLASSES],
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
    { label: 'Model Name', name: 'model', type: 'asyncOptions', loadMethod: 'listModels' },
    {
      label: 'Custom Model Name',
      name: 'customModel',
      type: 'string',
      description:
        'A model id or ARN not in the list (imported, fine-tuned, provisioned). Overrides Model Name.',
      optional: true,
    },
    bedrockEndpointHostParam,
    {
      label: 'Temperature',
      name: 'temperature',
      type: 'number',
      step: 0.1,
      optional: true,
      additionalParams: true,
      default: 0.7,
    },
    {
      label: 'Max Tokens to Sample',
      name: 'max_tokens_to_sample',
      type: 'number',
      step: 10,
      optional: true,
      additionalParams: true,
      default: 200,
    },
  ],
});
