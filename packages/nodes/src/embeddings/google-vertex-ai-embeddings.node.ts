// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import {
  VERTEX_REGIONS,
  vertexEndpointParam,
  vertexRegionParam,
} from '../chat-models/google-vertex-regions.ts';
import { defineNode } from '../define-node.ts';
import { listedModelNameParam } from '../model-name.param.ts';
import {
  batchSizeParam,
  embeddingsBase,
  embeddingsCredential,
  maxRetriesParam,
  stripNewLinesParam,
} from './embeddings.params.ts';

/** Google VertexAI Embedding: Vertex AI's text embedding models, signed in with a service account. */
export const googlevertexaiEmbeddings = defineNode({
  ...embeddingsBase('GoogleVertexAIEmbeddings'),
  label: 'Google VertexAI Embedding',
  name: 'googlevertexaiEmbeddings',
  version: 2.1,
  description: 'Google Vertex AI text embedding models',
  credential: {
    ...embeddingsCredential(['googleVertexAuth'], true),
    description:
      "A Google Cloud service account key. Without one, the server's Application Default Credentials are used.",
  },
  loadMethods: ['listModels'],
  inputs: [
    listedModelNameParam('text-embedding-004'),
    vertexRegionParam(VERTEX_REGIONS.filter((region) => region !== 'global')),
    {
      ...stripNewLinesParam,
      description: 'Remove new lines from input text before embedding to reduce token count',
    },
    batchSizeParam(250),
    maxRetriesParam,
    vertexEndpointParam,
  ],
});
