import { readFileSync } from 'node:fs';
import type { HttpSession, TestServer } from '@loomflow/testkit/server';

/**
 * Test support: an agentflow v1 fixture of the engine (packages/engine/src/sequential/fixtures) as saved flowData,
 * its chat model pointed at `baseUrl` (the fake OpenAI) with the workspace's credential.
 */
export function sequentialFixture(name: string, baseUrl: string, credentialId: string): string {
  const text = readFileSync(
    new URL(`../../../engine/src/sequential/fixtures/${name}.json`, import.meta.url),
    'utf8',
  );
  return text.replaceAll('FAKE_BASE_URL', baseUrl).replaceAll('fake-openai-credential', credentialId);
}

/**
 * Saves an agentflow v1 (MULTIAGENT) through the API, then puts `flowData` in place directly: the engine's
 * fixtures carry no canvas anchors, which the save route's edge checks require. Answers the flow's id.
 */
export async function saveSequentialFlow(
  server: TestServer,
  session: HttpSession,
  flowData: string,
): Promise<string> {
  const result = await session.post<{ id: string }>('/api/v1/chatflows', {
    name: `v1 flow ${Math.random().toString(36).slice(2, 8)}`,
    type: 'MULTIAGENT',
    flowData: JSON.stringify({ nodes: [], edges: [] }),
  });
  if (result.status !== 201 && result.status !== 200)
    throw new Error(`saving the flow failed: ${result.status} ${JSON.stringify(result.body)}`);
  await server.server.db
    .updateTable('chat_flow')
    .set({ flowData })
    .where('id', '=', result.body.id)
    .execute();
  return result.body.id;
}
