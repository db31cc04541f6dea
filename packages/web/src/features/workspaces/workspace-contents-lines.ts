import type { WorkspaceContents } from '@loomflow/core';

const LABELS: readonly (readonly [keyof WorkspaceContents, string, string])[] = [
  ['chatflows', 'chatflow', 'chatflows'],
  ['agentflows', 'agentflow', 'agentflows'],
  ['assistants', 'assistant', 'assistants'],
  ['credentials', 'credential', 'credentials'],
  ['variables', 'variable', 'variables'],
  ['tools', 'tool', 'tools'],
  ['apiKeys', 'API key', 'API keys'],
  ['executions', 'execution', 'executions'],
  ['chatMessages', 'chat message', 'chat messages'],
];

/** "3 chatflows", "1 credential"… for every kind the workspace holds at least one of. */
export function ownedItemLines(contents: WorkspaceContents): string[] {
  return LABELS.filter(([key]) => contents[key] > 0).map(
    ([key, one, many]) => `${contents[key].toLocaleString()} ${contents[key] === 1 ? one : many}`,
  );
}
