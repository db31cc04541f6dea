import type { HttpSession } from '@loomflow/testkit/server';

/** Test support: small agentflows v2 as the canvas saves them, and a way to save one. */

export interface TestNode {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly inputs?: Record<string, unknown>;
  /** Output anchors by index (Condition, Human Input); one named anchor otherwise. */
  readonly outputs?: number;
}

export interface TestEdge {
  readonly from: string;
  readonly to: string;
  /** The source's output index, for nodes with several outputs. */
  readonly output?: number;
}

function canvasNode(node: TestNode) {
  const outputAnchors =
    node.outputs === undefined
      ? [{ id: `${node.id}-output-${node.name}`, name: node.name, label: node.label }]
      : Array.from({ length: node.outputs }, (_, index) => ({
          id: `${node.id}-output-${index}`,
          name: String(index),
          label: String(index),
        }));
  return {
    id: node.id,
    type: 'agentFlow',
    position: { x: 0, y: 0 },
    data: {
      id: node.id,
      name: node.name,
      label: node.label,
      category: 'Agent Flows',
      inputs: node.inputs ?? {},
      outputAnchors,
    },
  };
}

export function flowData(nodes: readonly TestNode[], edges: readonly TestEdge[]): string {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  return JSON.stringify({
    nodes: nodes.map(canvasNode),
    edges: edges.map((edge, index) => {
      const source = byId.get(edge.from);
      const sourceHandle =
        edge.output === undefined
          ? `${edge.from}-output-${source?.name ?? ''}`
          : `${edge.from}-output-${edge.output}`;
      return {
        id: `e${index}`,
        source: edge.from,
        target: edge.to,
        sourceHandle,
        targetHandle: edge.to,
        type: 'agentFlow',
      };
    }),
    viewport: { x: 0, y: 0, zoom: 1 },
  });
}

export const START: TestNode = {
  id: 'startAgentflow_0',
  name: 'startAgentflow',
  label: 'Start',
  inputs: { startInputType: 'chatInput' },
};

/** Start → Direct Reply answering `message` (templates resolved). */
export function directReplyFlow(message: string): string {
  return flowData(
    [
      START,
      {
        id: 'directReplyAgentflow_0',
        name: 'directReplyAgentflow',
        label: 'Reply',
        inputs: { directReplyMessage: message },
      },
    ],
    [{ from: 'startAgentflow_0', to: 'directReplyAgentflow_0' }],
  );
}

/** Start → Custom Function running `code` in the sandbox. */
export function customFunctionFlow(code: string): string {
  return flowData(
    [
      START,
      {
        id: 'customFunctionAgentflow_0',
        name: 'customFunctionAgentflow',
        label: 'Code',
        inputs: { customFunctionJavascriptFunction: code },
      },
    ],
    [{ from: 'startAgentflow_0', to: 'customFunctionAgentflow_0' }],
  );
}

/** Saves an agentflow (or another type) through the API; answers its id. */
/** Start → one LLM node on OpenAI at `baseUrl` (the fake in tests), streaming, with memory. */
export function openAiLlmFlow(credentialId: string, baseUrl: string): string {
  return flowData(
    [
      START,
      {
        id: 'llmAgentflow_0',
        name: 'llmAgentflow',
        label: 'Answer',
        inputs: {
          llmModel: 'chatOpenAI',
          llmModelConfig: {
            llmModel: 'chatOpenAI',
            modelName: 'gpt-4o-mini',
            basepath: baseUrl,
            streaming: true,
            FLOWISE_CREDENTIAL_ID: credentialId,
          },
          llmMessages: [],
          llmEnableMemory: true,
          llmReturnResponseAs: 'userMessage',
        },
      },
    ],
    [{ from: 'startAgentflow_0', to: 'llmAgentflow_0' }],
  );
}

export async function saveFlow(
  session: HttpSession,
  data: string,
  settings: Record<string, unknown> = {},
): Promise<string> {
  const result = await session.post<{ id: string }>('/api/v1/chatflows', {
    name: `flow ${Math.random().toString(36).slice(2, 8)}`,
    type: 'AGENTFLOW',
    flowData: data,
    ...settings,
  });
  if (result.status !== 201 && result.status !== 200)
    throw new Error(`saving the flow failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body.id;
}

/** One frame of a streamed prediction, read the way clients read it (the `data:` line's JSON). */
export interface StreamFrame {
  readonly event: string;
  readonly data: unknown;
}

export function parseFrames(body: string): StreamFrame[] {
  const frames: StreamFrame[] = [];
  for (const line of body.split('\n')) {
    if (!line.startsWith('data:')) continue;
    const value: unknown = JSON.parse(line.slice('data:'.length));
    if (typeof value === 'object' && value !== null && 'event' in value && typeof value.event === 'string')
      frames.push({ event: value.event, data: 'data' in value ? value.data : undefined });
  }
  return frames;
}
