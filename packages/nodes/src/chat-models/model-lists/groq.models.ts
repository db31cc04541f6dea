/** Model ids served by Groq. */
export const GROQ_CHAT_MODELS: readonly string[] = [
  'openai/gpt-oss-120b',
  'openai/gpt-oss-20b',
  'meta-llama/llama-4-maverick-17b-128e-instruct',
  'meta-llama/llama-4-scout-17b-16e-instruct',
  'moonshotai/kimi-k2-instruct',
  'qwen/qwen3-32b',
  'llama-3.3-70b-versatile',
  'llama-3.1-8b-instant',
  'compound-beta',
  'compound-beta-mini',
  'deepseek-r1-distill-llama-70b',
  'gemma2-9b-it',
];
