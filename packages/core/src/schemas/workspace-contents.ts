import { z } from 'zod';

/**
 * `GET /workspace/contents/{id}`: what deleting the workspace removes with it, so the confirmation can say so.
 * Counts of the workspace's own rows; `users` are people linked to it (they stay in the organization).
 */
export const workspaceContentsSchema = z.object({
  chatflows: z.number().int(),
  agentflows: z.number().int(),
  assistants: z.number().int(),
  credentials: z.number().int(),
  variables: z.number().int(),
  tools: z.number().int(),
  apiKeys: z.number().int(),
  executions: z.number().int(),
  chatMessages: z.number().int(),
  users: z.number().int(),
});
export type WorkspaceContents = z.infer<typeof workspaceContentsSchema>;
