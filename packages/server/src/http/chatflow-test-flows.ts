import { marketplaceFlows } from '@loomflow/testkit';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Test support: a marketplace chatflow (as saved flowData) with its OpenAI models pointed at the fake server, the
 * credential set, and `modelInputs` on top (e.g. `allowImageUploads`).
 */
export function marketplaceChatflow(
  name: string,
  credentialId: string,
  baseUrl: string,
  modelInputs: Record<string, unknown> = {},
): string {
  const flow = marketplaceFlows().find(
    (candidate) => candidate.folder === 'chatflows' && candidate.name === name,
  );
  if (!flow) throw new Error(`no marketplace chatflow ${name}`);
  const nodes: unknown[] = structuredClone(flow.template.nodes);
  for (const node of nodes) {
    if (!isRecord(node) || !isRecord(node.data) || node.data.name !== 'chatOpenAI') continue;
    const inputs = isRecord(node.data.inputs) ? node.data.inputs : {};
    node.data.credential = credentialId;
    node.data.inputs = { ...inputs, basepath: baseUrl, modelName: 'gpt-4o-mini', ...modelInputs };
  }
  return JSON.stringify({ nodes, edges: flow.template.edges });
}
