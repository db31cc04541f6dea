import type { BrandKey } from './brand-logo-sources.ts';

/**
 * Which provider a node talks to, by words in its name or label (our nodes and Flowise's), first match wins:
 * Azure OpenAI is Azure, AWS Bedrock is AWS.
 */
const BRAND_WORDS: readonly (readonly [word: string, brand: BrandKey])[] = [
  ['azure', 'azure'],
  ['bedrock', 'aws'],
  ['aws', 'aws'],
  ['openai', 'openai'],
  ['anthropic', 'anthropic'],
  ['claude', 'anthropic'],
  ['gemini', 'gemini'],
  ['googlegenerativeai', 'gemini'],
  ['google', 'google'],
  ['ollama', 'ollama'],
  ['mistral', 'mistral'],
  ['groq', 'groq'],
  ['cohere', 'cohere'],
  ['huggingface', 'huggingface'],
  ['redis', 'redis'],
  ['postgres', 'postgres'],
  ['qdrant', 'qdrant'],
  ['supabase', 'supabase'],
  ['teradata', 'teradata'],
  ['mcp', 'mcp'],
];

/** Providers whose nodes keep a letter tile: no logo of theirs ships in the icon packages we take logos from. */
export const BRANDS_WITHOUT_LOGO: readonly string[] = ['pinecone', 'chroma'];

/** Nodes that talk to any OpenAI-compatible server (LM Studio, vLLM, LocalAI…), not to OpenAI: their own tile. */
const OPENAI_COMPATIBLE = new Set(['chatOpenAICustom', 'openAIEmbeddingsCustom']);

/** The brand of a node by its name and label (`azureChatOpenAI` → azure), or undefined for a generic node. */
export function brandOf(name: string, label?: string): BrandKey | undefined {
  if (OPENAI_COMPATIBLE.has(name)) return undefined;
  const words = `${name} ${label ?? ''}`.toLowerCase().replace(/[^a-z0-9 ]/g, '');
  return BRAND_WORDS.find(([word]) => words.includes(word))?.[1];
}
