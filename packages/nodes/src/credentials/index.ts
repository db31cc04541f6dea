import type { CredentialType } from '@loomflow/core';
import { openAIApiCredential } from './openai-api.credential.ts';
import { azureOpenAIApiCredential } from './azure-openai-api.credential.ts';
import { anthropicApiCredential } from './anthropic-api.credential.ts';
import { googleGenerativeAICredential } from './google-generative-ai.credential.ts';
import { ollamaApiCredential } from './ollama-api.credential.ts';
import { mistralAIApiCredential } from './mistral-ai-api.credential.ts';
import { groqApiCredential } from './groq-api.credential.ts';
import { openAICompatibleApiCredential } from './openai-compatible-api.credential.ts';
import { localAIApiCredential } from './local-ai-api.credential.ts';
import { deepseekApiCredential } from './deepseek-api.credential.ts';
import { cohereApiCredential } from './cohere-api.credential.ts';
import { huggingFaceApiCredential } from './hugging-face-api.credential.ts';
import { openRouterApiCredential } from './open-router-api.credential.ts';
import { togetherAIApiCredential } from './together-ai-api.credential.ts';
import { httpBasicAuthCredential } from './http-basic-auth.credential.ts';
import { httpBearerTokenCredential } from './http-bearer-token.credential.ts';
import { httpApiKeyCredential } from './http-api-key.credential.ts';
import { postgresApiCredential } from './postgres-api.credential.ts';
import { mySQLApiCredential } from './mysql-api.credential.ts';
import { redisCacheApiCredential } from './redis-cache-api.credential.ts';
import { redisCacheUrlApiCredential } from './redis-cache-url-api.credential.ts';
import { mongoDBUrlApiCredential } from './mongodb-url-api.credential.ts';
import { qdrantApiCredential } from './qdrant-api.credential.ts';
import { pineconeApiCredential } from './pinecone-api.credential.ts';
import { chromaApiCredential } from './chroma-api.credential.ts';
import { weaviateApiCredential } from './weaviate-api.credential.ts';
import { supabaseApiCredential } from './supabase-api.credential.ts';
import { serperApiCredential } from './serper-api.credential.ts';
import { tavilyApiCredential } from './tavily-api.credential.ts';
import { awsApiCredential } from './aws-api.credential.ts';
import { googleVertexAuthCredential } from './google-vertex-auth.credential.ts';
import { jinaAIApiCredential } from './jina-ai-api.credential.ts';
import { azureFoundryApiCredential } from './azure-foundry-api.credential.ts';
import { voyageAIApiCredential } from './voyage-ai-api.credential.ts';
import { xaiApiCredential } from './xai-api.credential.ts';
import { cloudflareApiCredential } from './cloudflare-api.credential.ts';
import { alibabaApiCredential } from './alibaba-api.credential.ts';
import { baiduQianfanApiCredential } from './baidu-qianfan-api.credential.ts';
import { ibmWatsonxCredential } from './ibm-watsonx.credential.ts';
import { fireworksApiCredential } from './fireworks-api.credential.ts';
import { replicateApiCredential } from './replicate-api.credential.ts';
import { litellmApiCredential } from './litellm-api.credential.ts';
import { perplexityApiCredential } from './perplexity-api.credential.ts';
import { cerebrasAIApiCredential } from './cerebras-api.credential.ts';
import { sambanovaApiCredential } from './sambanova-api.credential.ts';
import { nvidiaNIMApiCredential } from './nvidia-nim-api.credential.ts';
import { cometApiCredential } from './comet-api.credential.ts';

import { chatflowApiCredential } from './chatflow-api.credential.ts';
import { agentflowApiCredential } from './agentflow-api.credential.ts';

/** Every credential type, declared once beside the nodes (Flowise's type and field names). */
export const CREDENTIAL_TYPES: readonly CredentialType[] = [
  openAIApiCredential,
  azureOpenAIApiCredential,
  anthropicApiCredential,
  googleGenerativeAICredential,
  ollamaApiCredential,
  mistralAIApiCredential,
  groqApiCredential,
  openAICompatibleApiCredential,
  localAIApiCredential,
  deepseekApiCredential,
  cohereApiCredential,
  huggingFaceApiCredential,
  openRouterApiCredential,
  togetherAIApiCredential,
  httpBasicAuthCredential,
  httpBearerTokenCredential,
  httpApiKeyCredential,
  postgresApiCredential,
  mySQLApiCredential,
  redisCacheApiCredential,
  redisCacheUrlApiCredential,
  mongoDBUrlApiCredential,
  qdrantApiCredential,
  pineconeApiCredential,
  chromaApiCredential,
  weaviateApiCredential,
  supabaseApiCredential,
  serperApiCredential,
  tavilyApiCredential,
  awsApiCredential,
  jinaAIApiCredential,
  azureFoundryApiCredential,
  voyageAIApiCredential,
  xaiApiCredential,
  fireworksApiCredential,
  replicateApiCredential,
  litellmApiCredential,
  perplexityApiCredential,
  cerebrasAIApiCredential,
  sambanovaApiCredential,
  nvidiaNIMApiCredential,
  cometApiCredential,
  cloudflareApiCredential,
  alibabaApiCredential,
  baiduQianfanApiCredential,
  ibmWatsonxCredential,
  googleVertexAuthCredential,
  chatflowApiCredential,
  agentflowApiCredential,
];

const byName: ReadonlyMap<string, CredentialType> = new Map(
  CREDENTIAL_TYPES.map((type) => [type.name, type]),
);

export function findCredentialType(name: string): CredentialType | undefined {
  return byName.get(name);
}
