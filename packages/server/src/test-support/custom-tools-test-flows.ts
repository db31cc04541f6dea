import type { HttpSession, TestServer } from '@loomflow/testkit/server';
import { flowData, START } from './agentflow-test-flows.ts';

/** Test support: one saved custom tool used in each kind of flow (agentflow v2, agentflow v1, chatflow). */

/** What a flow names the tool by: Flowise's id, and Loomflow's note of its name when it was picked. */
export interface ToolChoice {
  readonly selectedTool: string;
  readonly selectedToolName?: string;
}

/** The fake OpenAI chat model as an agentflow node's `<param>Config` sees it. */
function modelConfig(param: string, baseUrl: string, credentialId: string) {
  return {
    [param]: 'chatOpenAI',
    modelName: 'gpt-4o-mini',
    basepath: baseUrl,
    FLOWISE_CREDENTIAL_ID: credentialId,
  };
}

/** Start → Agent with the custom tool in its Tools list (as the canvas stores a list item's settings). */
export function agentWithCustomTool(choice: ToolChoice, baseUrl: string, credentialId: string): string {
  return flowData(
    [
      START,
      {
        id: 'agentAgentflow_0',
        name: 'agentAgentflow',
        label: 'Weather agent',
        inputs: {
          agentModel: 'chatOpenAI',
          agentModelConfig: modelConfig('agentModel', baseUrl, credentialId),
          agentMessages: [],
          agentTools: [
            {
              agentSelectedTool: 'customTool',
              agentSelectedToolConfig: { ...choice, agentSelectedTool: 'customTool' },
              agentSelectedToolRequiresHumanInput: false,
            },
          ],
          agentEnableMemory: true,
          agentReturnResponseAs: 'userMessage',
        },
      },
    ],
    [{ from: 'startAgentflow_0', to: 'agentAgentflow_0' }],
  );
}

/** Start → Tool (the custom tool, its `city` argument from the question) → Agent answering from its output. */
export function toolNodeWithCustomTool(choice: ToolChoice, baseUrl: string, credentialId: string): string {
  return flowData(
    [
      START,
      {
        id: 'toolAgentflow_0',
        name: 'toolAgentflow',
        label: 'Weather tool',
        inputs: {
          toolAgentflowSelectedTool: 'customTool',
          toolAgentflowSelectedToolConfig: { ...choice, toolAgentflowSelectedTool: 'customTool' },
          toolInputArgs: [{ inputArgName: 'city', inputArgValue: '{{ question }}' }],
        },
      },
      {
        id: 'llmAgentflow_0',
        name: 'llmAgentflow',
        label: 'Reporter',
        inputs: {
          llmModel: 'chatOpenAI',
          llmModelConfig: modelConfig('llmModel', baseUrl, credentialId),
          llmMessages: [{ role: 'user', content: 'Report: {{ toolAgentflow_0 }}' }],
          llmEnableMemory: false,
          llmReturnResponseAs: 'userMessage',
        },
      },
    ],
    [
      { from: 'startAgentflow_0', to: 'toolAgentflow_0' },
      { from: 'toolAgentflow_0', to: 'llmAgentflow_0' },
    ],
  );
}

interface CanvasNode {
  readonly id: string;
  readonly name: string;
  readonly inputs: Record<string, unknown>;
  readonly credential?: string;
}

const REFERENCE = /\{\{([A-Za-z0-9_-]+)\.data\.instance\}\}/g;

/** A Flowise canvas flow (chatflow, agentflow v1): edges follow the nodes' `{{id.data.instance}}` inputs. */
function canvasFlow(nodes: readonly CanvasNode[]): string {
  const edges = nodes.flatMap((node) =>
    Object.entries(node.inputs).flatMap(([input, value]) =>
      [...JSON.stringify(value).matchAll(REFERENCE)].map(([, source]) => ({
        id: `${source ?? ''}-${node.id}-${input}`,
        source,
        sourceHandle: `${source ?? ''}-output-x`,
        target: node.id,
        targetHandle: `${node.id}-input-${input}-x`,
      })),
    ),
  );
  return JSON.stringify({
    nodes: nodes.map((node) => ({
      id: node.id,
      type: 'customNode',
      position: { x: 0, y: 0 },
      data: {
        id: node.id,
        name: node.name,
        label: node.name,
        inputs: node.inputs,
        ...(node.credential ? { credential: node.credential } : {}),
      },
    })),
    edges,
  });
}

function chatModel(baseUrl: string, credentialId: string): CanvasNode {
  return {
    id: 'chatOpenAI_0',
    name: 'chatOpenAI',
    inputs: { modelName: 'gpt-4o-mini', temperature: 0, basepath: baseUrl },
    credential: credentialId,
  };
}

function customToolNode(choice: ToolChoice): CanvasNode {
  return { id: 'customTool_0', name: 'customTool', inputs: { ...choice } };
}

/** Chatflow: Tool Agent with ChatOpenAI, Buffer Memory and the Custom Tool node. */
export function toolAgentChatflow(choice: ToolChoice, baseUrl: string, credentialId: string): string {
  return canvasFlow([
    chatModel(baseUrl, credentialId),
    { id: 'bufferMemory_0', name: 'bufferMemory', inputs: { sessionId: '', memoryKey: 'chat_history' } },
    customToolNode(choice),
    {
      id: 'toolAgent_0',
      name: 'toolAgent',
      inputs: {
        tools: ['{{customTool_0.data.instance}}'],
        memory: '{{bufferMemory_0.data.instance}}',
        model: '{{chatOpenAI_0.data.instance}}',
        systemMessage: 'You answer about the weather.',
      },
    },
  ]);
}

const SEQ_START: CanvasNode = {
  id: 'seqStart_0',
  name: 'seqStart',
  inputs: { model: '{{chatOpenAI_0.data.instance}}' },
};

/** Agentflow v1: Start → Agent (the Custom Tool node connected to its Tools) → End. */
export function sequentialAgentFlow(choice: ToolChoice, baseUrl: string, credentialId: string): string {
  return canvasFlow([
    chatModel(baseUrl, credentialId),
    customToolNode(choice),
    SEQ_START,
    {
      id: 'seqAgent_0',
      name: 'seqAgent',
      inputs: {
        agentName: 'Forecaster',
        systemMessagePrompt: 'You answer about the weather.',
        tools: ['{{customTool_0.data.instance}}'],
        sequentialNode: ['{{seqStart_0.data.instance}}'],
      },
    },
    { id: 'seqEnd_0', name: 'seqEnd', inputs: { sequentialNode: '{{seqAgent_0.data.instance}}' } },
  ]);
}

/** Agentflow v1: Start → LLM Node (asks for the tool) → Tool Node (the Custom Tool) → LLM Node → End. */
export function sequentialToolNodeFlow(choice: ToolChoice, baseUrl: string, credentialId: string): string {
  return canvasFlow([
    chatModel(baseUrl, credentialId),
    customToolNode(choice),
    SEQ_START,
    {
      id: 'seqLLMNode_0',
      name: 'seqLLMNode',
      inputs: {
        llmNodeName: 'Planner',
        systemMessagePrompt: 'You ask for the weather.',
        sequentialNode: ['{{seqStart_0.data.instance}}'],
      },
    },
    {
      id: 'seqToolNode_0',
      name: 'seqToolNode',
      inputs: {
        toolNodeName: 'Weather',
        tools: ['{{customTool_0.data.instance}}'],
        llmNode: '{{seqLLMNode_0.data.instance}}',
      },
    },
    {
      id: 'seqLLMNode_1',
      name: 'seqLLMNode',
      inputs: {
        llmNodeName: 'Reporter',
        systemMessagePrompt: 'You report the weather.',
        sequentialNode: ['{{seqToolNode_0.data.instance}}'],
      },
    },
    { id: 'seqEnd_0', name: 'seqEnd', inputs: { sequentialNode: '{{seqLLMNode_1.data.instance}}' } },
  ]);
}

/**
 * Saves a flow of `type` through the API, then puts `flowData` in place directly: these hand-written canvas flows
 * carry no anchors, which the save route's edge checks require. Answers the flow's id.
 */
export async function saveCanvasFlow(
  server: TestServer,
  session: HttpSession,
  type: 'CHATFLOW' | 'MULTIAGENT' | 'AGENTFLOW',
  data: string,
): Promise<string> {
  const result = await session.post<{ id: string }>('/api/v1/chatflows', {
    name: `${type} ${Math.random().toString(36).slice(2, 8)}`,
    type,
    flowData: JSON.stringify({ nodes: [], edges: [] }),
  });
  if (result.status !== 201 && result.status !== 200)
    throw new Error(`saving the flow failed: ${result.status} ${JSON.stringify(result.body)}`);
  await server.server.db
    .updateTable('chat_flow')
    .set({ flowData: data })
    .where('id', '=', result.body.id)
    .execute();
  return result.body.id;
}
