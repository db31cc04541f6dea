import { type HttpSession } from '@loomflow/testkit/server';

export interface FlowNode {
  readonly id: string;
  readonly type: 'agentFlow';
  readonly position: { x: number; y: number };
  readonly data: Record<string, unknown> & { readonly id: string; readonly name: string };
}

/** An agentflow node the way the canvas saves it (the fields the engine reads). */
export function node(
  id: string,
  name: string,
  label: string,
  inputs: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): FlowNode {
  return {
    id,
    type: 'agentFlow',
    position: { x: 0, y: 0 },
    data: {
      ...extra,
      id,
      name,
      label,
      category: 'Agent Flows',
      inputs,
      outputAnchors: [{ id: `${id}-output-${name}`, name, label }],
    },
  };
}

export function startNode(): FlowNode {
  return node('startAgentflow_0', 'startAgentflow', 'Start', { startInputType: 'chatInput' });
}

/** `flowData` of Start → nodes[0] → nodes[1] → …, each node wired to the next. */
export function chainFlow(nodes: readonly FlowNode[]): string {
  const all = [startNode(), ...nodes];
  const edges = all.slice(1).map((target, index) => {
    const source = all[index] as FlowNode;
    return {
      id: `e${index}`,
      source: source.id,
      target: target.id,
      sourceHandle: `${source.id}-output-${source.data.name}`,
      targetHandle: target.id,
      type: 'agentFlow',
    };
  });
  return JSON.stringify({ nodes: all, edges, viewport: { x: 0, y: 0, zoom: 1 } });
}

/** `flowData` of Start → `second`. */
export function twoNodeFlow(second: FlowNode): string {
  return chainFlow([second]);
}

/** Saves an agentflow and returns its id. */
export async function saveFlow(session: HttpSession, flowData: string, name = 'bench'): Promise<string> {
  const saved = await session.post<{ id: string }>('/api/v1/chatflows', {
    name,
    type: 'AGENTFLOW',
    flowData,
  });
  if (saved.status !== 201)
    throw new Error(`saving the flow failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  return saved.body.id;
}

/** Stores an OpenAI credential (any key: the fake OpenAI server is started without a key check) and returns its id. */
export async function openAICredential(session: HttpSession): Promise<string> {
  const credential = await session.post<{ id: string }>('/api/v1/credentials', {
    name: 'bench model',
    credentialName: 'openAIApi',
    plainDataObj: { openAIApiKey: 'sk-bench' },
  });
  if (credential.status !== 200 && credential.status !== 201)
    throw new Error(`saving the credential failed: ${credential.status} ${JSON.stringify(credential.body)}`);
  return credential.body.id;
}

export interface LlmNodeOptions {
  /** The fake OpenAI server's base URL (ending in /v1). */
  readonly basepath: string;
  readonly credentialId: string;
  /** Memory on, window of this many exchanges (undefined: memory on, all messages). */
  readonly memoryWindow?: number;
}

/** An LLM agentflow node on `chatOpenAI` pointed at the fake OpenAI server, memory on. */
export function llmNode(
  index: number,
  options: LlmNodeOptions,
  extra: Record<string, unknown> = {},
): FlowNode {
  const memory =
    options.memoryWindow === undefined
      ? { llmEnableMemory: true, llmMemoryType: 'allMessages' }
      : { llmEnableMemory: true, llmMemoryType: 'windowSize', llmMemoryWindowSize: options.memoryWindow };
  return node(
    `llmAgentflow_${index}`,
    'llmAgentflow',
    `LLM ${index}`,
    {
      llmModel: 'chatOpenAI',
      llmModelConfig: {
        llmModel: 'chatOpenAI',
        modelName: 'gpt-4o-mini',
        basepath: options.basepath,
        streaming: true,
        FLOWISE_CREDENTIAL_ID: options.credentialId,
      },
      llmMessages: [],
      ...memory,
    },
    extra,
  );
}
