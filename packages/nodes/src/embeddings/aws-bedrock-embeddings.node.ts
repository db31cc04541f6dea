// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { awsRegionParam, bedrockEndpointHostParam } from '../chat-models/aws-regions.ts';
import { defineNode } from '../define-node.ts';
import { batchSizeParam, embeddingsBase, maxRetriesParam } from './embeddings.params.ts';

/** AWS Bedrock Embedding: Titan and Cohere embedding models through Bedrock's InvokeModel. */
export const awsBedrockEmbeddings = defineNode({
  ...embeddingsBase('AWSBedrockEmbeddings'),
  label: 'AWS Bedrock Embedding',
  name: 'AWSBedrockEmbeddings',
  version: 5.1,
  description: 'AWSBedrock embedding models to generate embeddings for a given text',
  credential: {
    label: 'AWS Credential',
    name: 'credential',
    type: 'credential',
    credentialNames: ['awsApi'],
    optional: true,
  },
  loadMethods: ['listModels'],
  inputs: [
    awsRegionParam,
    {
      label: 'Model Name',
      name: 'model',
      type: 'asyncOptions',
      loadMethod: 'listModels',
      default: 'amazon.titan-embed-text-v1',
    },
    {
      label: 'Custom Model Name',
      name: 'customModel',
      description: 'If provided, will override model selected from Model Name option',
      type: 'string',
      optional: true,
    },
    { ...bedrockEndpointHostParam, additionalParams: false },
    {
      label: 'Cohere Input Type',
      name: 'inputType',
      type: 'options',
      description:
        'Specifies the type of input passed to the model. Required for cohere embedding models v3 and higher.',
      options: [
        {
          label: 'search_document',
          name: 'search_document',
          description:
            'Use this to encode documents for embeddings that you store in a vector database for search use-cases',
        },
        {
          label: 'search_query',
          name: 'search_query',
          description: 'Use this when you query your vector DB to find relevant documents.',
        },
        {
          label: 'classification',
          name: 'classification',
          description: 'Use this when you use the embeddings as an input to a text classifier',
        },
        {
          label: 'clustering',
          name: 'clustering',
          description: 'Use this when you want to cluster the embeddings.',
        },
      ],
      optional: true,
    },
    {
      ...batchSizeParam(50),
      description:
        'Documents batch size to send to AWS API for Titan model embeddings. Used to avoid throttling.',
    },
    maxRetriesParam,
  ],
});
