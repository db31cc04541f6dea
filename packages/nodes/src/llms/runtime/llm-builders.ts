import { nodeNamesOf } from '../../node-names.ts';
import type { NodeName } from '../../node-registry.ts';
import type { LlmBuilder } from './llm-builder.ts';

const completions = () => import('./completions.builder.ts');
const chatBacked = () => import('./chat-backed.builders.ts');

/**
 * The LLM (text completion) nodes we can run, by node name. Each builder (and its SDK) loads when a model of that
 * provider is first built; the names are plain data (read at start, without LangChain).
 */
export const LLM_BUILDERS: Readonly<Partial<Record<NodeName, () => Promise<LlmBuilder>>>> = {
  openAI: async () => (await completions()).completionsBuilder('openAI'),
  azureOpenAI: async () => (await completions()).buildAzureOpenAILlm,
  fireworks: async () => (await completions()).completionsBuilder('fireworks'),
  togetherAI: async () => (await completions()).completionsBuilder('togetherAI'),
  sambanova: async () => (await completions()).completionsBuilder('sambanova'),
  ollama: async () => (await import('./ollama-llm.builder.ts')).buildOllamaLlm,
  replicate: async () => (await import('./replicate-llm.builder.ts')).buildReplicateLlm,
  cohere: async () => (await chatBacked()).buildCohereLlm,
  huggingFaceInference_LLMs: async () => (await chatBacked()).buildHuggingFaceInferenceLlm,
  awsBedrock: async () => (await chatBacked()).buildAwsBedrockLlm,
  googlevertexai: async () => (await chatBacked()).buildGoogleVertexLlm,
  ibmWatsonx: async () => (await import('./watsonx-llm.builder.ts')).buildWatsonxLlm,
};

/** The LLM node names that run here. */
export const SUPPORTED_LLMS: readonly NodeName[] = nodeNamesOf(LLM_BUILDERS);
