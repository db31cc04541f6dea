export { startFakeAnthropic, type FakeAnthropic } from './fake-anthropic.ts';
export { startFakeGemini, type FakeGemini } from './fake-gemini.ts';
export { startFakeOllama, type FakeOllama } from './fake-ollama.ts';
export {
  startFakeReplicate,
  type FakeReplicate,
  type FakeReplicateOptions,
  type ReplicateCall,
} from './fake-replicate.ts';
export type { ProviderReply } from './provider-script.ts';
export type { ProviderRequest } from './loopback-server.ts';
export { startFakeCohere, type FakeCohere } from './fake-cohere.ts';
export { startFakeJina, type FakeJina } from './fake-jina.ts';
export { startFakeVoyage, type FakeVoyage } from './fake-voyage.ts';
export { startFakeAzureRerank, type FakeAzureRerank } from './fake-azure-rerank.ts';
export { startFakeHuggingFace, type FakeHuggingFace } from './fake-huggingface.ts';
export { rankByWordOverlap, type RankedDocument } from './rerank-scores.ts';
export {
  startFakeBedrock,
  type FakeBedrock,
  type BedrockCall,
  type FakeBedrockOptions,
} from './fake-bedrock.ts';
export { startFakeVertex, type FakeVertex, type VertexCall } from './fake-vertex.ts';
export type { ServiceAccountKey } from './google-service-account.ts';
export {
  startFakeWatsonx,
  type FakeWatsonx,
  type FakeWatsonxOptions,
  type WatsonxCall,
} from './fake-watsonx.ts';
export { startFakeQianfan, type FakeQianfan } from './fake-qianfan.ts';
export { startFakeQianfanV1, type FakeQianfanV1, type QianfanEmbeddingsCall } from './fake-qianfan-v1.ts';
export { fetchRedirectedTo } from './fetch-redirected-to.ts';
