/** Anthropic model ids, newest first, with the family name people know them by. */
export const ANTHROPIC_CHAT_MODELS: readonly { readonly name: string; readonly description: string }[] = [
  { name: 'claude-opus-4-7', description: 'Claude Opus 4.7' },
  { name: 'claude-opus-4-6', description: 'Claude Opus 4.6' },
  { name: 'claude-sonnet-4-6', description: 'Claude Sonnet 4.6' },
  { name: 'claude-opus-4-5', description: 'Claude Opus 4.5' },
  { name: 'claude-sonnet-4-5', description: 'Claude Sonnet 4.5' },
  { name: 'claude-haiku-4-5', description: 'Claude Haiku 4.5' },
  { name: 'claude-opus-4-1', description: 'Claude Opus 4.1' },
  { name: 'claude-opus-4-0', description: 'Claude Opus 4' },
  { name: 'claude-sonnet-4-0', description: 'Claude Sonnet 4' },
  { name: 'claude-3-7-sonnet-latest', description: 'Claude Sonnet 3.7' },
  { name: 'claude-3-5-haiku-latest', description: 'Claude Haiku 3.5' },
  { name: 'claude-3-haiku-20240307', description: 'Claude Haiku 3' },
];
