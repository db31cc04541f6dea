import { isRecord, type FlowData } from '@loomflow/core';
import { refuseUrl, type OutboundAddressPolicy } from '../net/outbound-address-policy.ts';

/** The inputs that hold a model server's address (Flowise's names across chat model nodes). */
const BASE_URL_INPUTS = ['basepath', 'basePath', 'baseURL', 'baseUrl', 'overrideEndpoint'] as const;
/** A name that does not resolve quickly is left to the run (it may resolve where the flow runs). */
const LOOKUP_TIMEOUT_MS = 2_000;

export interface ModelAddressIssue {
  readonly nodeId: string;
  readonly message: string;
}

/** A chat model node's own inputs (chatflows, agentflows v1) and the model configs of agentflow v2 nodes. */
function modelInputGroups(node: FlowData['nodes'][number]): Record<string, unknown>[] {
  const inputs = node.data.inputs;
  if (!isRecord(inputs)) return [];
  const configs = Object.entries(inputs)
    .filter(([name, value]) => name.endsWith('ModelConfig') && isRecord(value))
    .map(([, value]) => value)
    .filter(isRecord);
  return node.data.category === 'Chat Models' ? [inputs, ...configs] : configs;
}

function baseUrlsOf(node: FlowData['nodes'][number]): string[] {
  const urls = new Set<string>();
  for (const group of modelInputGroups(node)) {
    for (const name of BASE_URL_INPUTS) {
      const value = group[name];
      if (typeof value !== 'string' || value.trim() === '' || value.includes('{{')) continue;
      if (URL.canParse(value.trim())) urls.add(value.trim());
    }
  }
  return [...urls];
}

async function refusalWithin(policy: OutboundAddressPolicy, url: string): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      resolve(undefined);
    }, LOOKUP_TIMEOUT_MS);
  });
  try {
    return await Promise.race([refuseUrl(policy, url).catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The node check of model addresses (`GET /validation/{flowId}`): a base URL the model address policy refuses is
 * reported on its node, with the setting that would admit it, before anyone chats with the flow.
 */
export async function modelAddressIssues(
  flowData: FlowData,
  policy: OutboundAddressPolicy,
): Promise<ModelAddressIssue[]> {
  const checks = flowData.nodes.flatMap((node) =>
    baseUrlsOf(node).map(async (url) => {
      const refusal = await refusalWithin(policy, url);
      return refusal ? [{ nodeId: node.id, message: `Base URL ${url} cannot be used: ${refusal}` }] : [];
    }),
  );
  return (await Promise.all(checks)).flat();
}
