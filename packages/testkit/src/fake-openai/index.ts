export { startFakeOpenAI } from './fake-openai.server.ts';
export { fakeReply } from './reply.builders.ts';
export { cosineSimilarity, embedText } from './embedding.vector.ts';
export { countTokens, splitIntoTokens } from './text-tokens.util.ts';
export { sampleFromSchema } from './schema-sample.ts';
export { structuredReply } from './structured-request.ts';
export type {
  ChatMatcher,
  ChatMatchFields,
  ChatReply,
  ChatReplyFn,
  ChatReplySource,
  ChatScriptRule,
  EmbeddingsScriptItem,
  EmbeddingsScriptRule,
  ErrorReply,
  FakeOpenAI,
  FakeOpenAIOptions,
  FinishReason,
  LatencyOptions,
  RecordedRequest,
  ReplyContext,
  ScriptedAnnotation,
  ScriptedToolCall,
  ScriptItem,
  TextReply,
  ToolCallsReply,
  UsageOverride,
} from './fake-openai.types.ts';
export type { ChatCompletionRequest, ChatMessage, EmbeddingsRequest } from './openai-request.schemas.ts';
export { readSseData } from './sse.reader.ts';
export type {
  FakeAnnotation,
  FakeAssistantObject,
  FakeAssistantsView,
  FakeFileObject,
  FakeMessageObject,
  FakeRunObject,
  FakeThreadObject,
  FakeVectorStoreObject,
} from './assistants.store.ts';
