import type { NodeName } from '../../node-registry.ts';
import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import type { EmbeddingsContext, EmbeddingsExecutor } from '../../runtime/document-processing.ts';
import {
  azureOpenAIEmbeddings,
  googleGenerativeAiEmbeddings,
  mistralAIEmbeddings,
  ollamaEmbedding,
  openAIEmbeddings,
  openAIEmbeddingsCustom,
} from '../embeddings.nodes.ts';
import {
  cohereEmbeddings,
  huggingFaceInferenceEmbeddings,
  jinaEmbeddings,
  voyageAIEmbeddings,
} from '../hosted-embeddings.nodes.ts';
import { awsBedrockEmbeddings } from '../aws-bedrock-embeddings.node.ts';
import { googlevertexaiEmbeddings } from '../google-vertex-ai-embeddings.node.ts';
import { localAIEmbeddings, togetherAIEmbedding } from '../openai-compatible-embeddings.nodes.ts';
import { baiduQianfanEmbeddings, ibmEmbedding } from '../regional-embeddings.nodes.ts';

type CreateEmbeddings = (context: EmbeddingsContext, label: string) => Promise<EmbeddingsInterface>;

/** An executor whose builder (and the provider's SDK) is loaded when the first embeddings are created. */
function executor(
  definition: { readonly name: NodeName; readonly label: string },
  loadCreate: () => Promise<CreateEmbeddings>,
): EmbeddingsExecutor<NodeName> {
  return {
    name: definition.name,
    create: async (context) => (await loadCreate())(context, definition.label),
  };
}

const openAI = () => import('./openai-embeddings.builder.ts');
const rest = () => import('./rest-embeddings.builders.ts');
const openAICompatible = () => import('./openai-compatible-embeddings.builder.ts');

/** Every embeddings executor (explicit list), keyed by node name. */
export const EMBEDDINGS: ReadonlyMap<NodeName, EmbeddingsExecutor<NodeName>> = new Map(
  [
    executor(openAIEmbeddings, async () => (await openAI()).createOpenAIEmbeddings),
    executor(azureOpenAIEmbeddings, async () => (await openAI()).createAzureOpenAIEmbeddings),
    executor(
      googleGenerativeAiEmbeddings,
      async () => (await import('./google-embeddings.builder.ts')).createGoogleEmbeddings,
    ),
    executor(
      ollamaEmbedding,
      async () => (await import('./ollama-embeddings.builder.ts')).createOllamaEmbeddings,
    ),
    executor(
      mistralAIEmbeddings,
      async () => (await import('./mistral-embeddings.builder.ts')).createMistralEmbeddings,
    ),
    executor(openAIEmbeddingsCustom, async () => (await openAI()).createOpenAICustomEmbeddings),
    executor(
      cohereEmbeddings,
      async () => (await import('./cohere-embeddings.builder.ts')).createCohereEmbeddings,
    ),
    executor(jinaEmbeddings, async () => (await rest()).createJinaEmbeddings),
    executor(voyageAIEmbeddings, async () => (await rest()).createVoyageEmbeddings),
    executor(huggingFaceInferenceEmbeddings, async () => (await rest()).createHuggingFaceInferenceEmbeddings),
    executor(
      awsBedrockEmbeddings,
      async () => (await import('./bedrock-embeddings.builder.ts')).createBedrockEmbeddings,
    ),
    executor(
      googlevertexaiEmbeddings,
      async () => (await import('./vertex-embeddings.builder.ts')).createVertexEmbeddings,
    ),
    executor(togetherAIEmbedding, async () => (await openAICompatible()).createTogetherAIEmbeddings),
    executor(localAIEmbeddings, async () => (await openAICompatible()).createLocalAIEmbeddings),
    executor(
      ibmEmbedding,
      async () => (await import('./watsonx-embeddings.builder.ts')).createWatsonxEmbeddings,
    ),
    executor(baiduQianfanEmbeddings, async () => (await openAICompatible()).createBaiduQianfanEmbeddings),
  ].map((embeddings) => [embeddings.name, embeddings]),
);

/** The node names of the embeddings that run. */
export const EMBEDDINGS_NAMES: readonly NodeName[] = [...EMBEDDINGS.keys()];

/** Looked up by any text (a saved node may name anything). */
const byAnyName: ReadonlyMap<string, EmbeddingsExecutor> = EMBEDDINGS;

export function findEmbeddings(name: string): EmbeddingsExecutor | undefined {
  return byAnyName.get(name);
}
