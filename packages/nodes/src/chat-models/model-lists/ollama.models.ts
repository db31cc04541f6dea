/** Popular Ollama library models, offered when the Ollama server's own list (`/api/tags`) cannot be read. */
export const OLLAMA_CHAT_MODELS: readonly string[] = [
  'llama3.3',
  'llama3.2',
  'llama3.1',
  'qwen3',
  'qwen2.5',
  'gemma3',
  'mistral',
  'deepseek-r1',
  'phi4',
  'gpt-oss',
];
